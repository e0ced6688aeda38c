import { IMPORT_FIELDS, type ImportField, type ImportMapping } from '../entities/student-import';
import { levelValue, MAX_LEVEL, MIN_LEVEL } from './levels';

/** A header as compared: lower case, without accents, spaces or punctuation. */
export const headerKey = (header: string) =>
  header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** The headers each field is known by, in English, French and German (as headerKey gives them). */
const HEADERS: Record<ImportField, string[]> = {
  name: [
    'name',
    'lastname',
    'surname',
    'familyname',
    'nom',
    'nomdefamille',
    'nachname',
    'familienname',
  ],
  firstname: ['firstname', 'givenname', 'forename', 'prenom', 'vorname'],
  email: [
    'email',
    'mail',
    'emailaddress',
    'courriel',
    'adressemail',
    'adresseemail',
    'adressecourriel',
    'emailadresse',
    'mailadresse',
  ],
  phone: [
    'phone',
    'phonenumber',
    'telephone',
    'mobile',
    'tel',
    'portable',
    'numerodetelephone',
    'telefon',
    'telefonnummer',
    'handy',
  ],
  level: [
    'level',
    'cefr',
    'cefrlevel',
    'levelcefr',
    'niveau',
    'cecrl',
    'niveaucecrl',
    'stufe',
    'niveaustufe',
    'sprachniveau',
  ],
};

const FIELD_OF = new Map<string, ImportField>(
  IMPORT_FIELDS.flatMap((field) => HEADERS[field].map((key) => [key, field] as const)),
);

/** Each field's column guessed from the header row (the first column a field is known by), or null. */
export function guessMapping(headers: readonly string[]): ImportMapping {
  const mapping: ImportMapping = {
    name: null,
    firstname: null,
    email: null,
    phone: null,
    level: null,
  };
  headers.forEach((header, column) => {
    const field = FIELD_OF.get(headerKey(header));
    if (field && mapping[field] === null) mapping[field] = column;
  });
  return mapping;
}

/** A level cell: A0..C2 (any case) or 0..6; null when empty, undefined when neither. */
export function importLevel(cell: string): number | null | undefined {
  const text = cell.trim();
  if (text === '') return null;
  const label = levelValue(text);
  if (label !== undefined) return label;
  if (!/^\d+(\.0+)?$/.test(text)) return undefined;
  const n = Number(text);
  return n >= MIN_LEVEL && n <= MAX_LEVEL ? n : undefined;
}
