/** A record with a person's name parts, as every entity stores them (other fields allowed). */
export interface PersonNameParts {
  name?: unknown;
  firstname?: unknown;
  [field: string]: unknown;
}

const part = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * A person as every screen and document names them: the spec's "name firstname" option label,
 * the name in upper case ("BECKER Jürgen").
 */
export const personName = (person: PersonNameParts | null | undefined): string =>
  [part(person?.name).toUpperCase(), part(person?.firstname)].filter(Boolean).join(' ');
