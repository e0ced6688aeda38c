import type { Database } from '../connect';
import { countries, languages } from '../schema';
import { COUNTRY_CODES } from './countries';

/** Session languages of spec section 3, with the country code of their flag (NN: none). */
export const LANGUAGES = [
  { name: 'French', initial: 'FR' },
  { name: 'English', initial: 'GB' },
  { name: 'German', initial: 'DE' },
  { name: 'Luxembourgish', initial: 'LU' },
  { name: 'Other', initial: 'NN' },
];

/** Idempotent: inserts what is missing, never overwrites. */
export async function seedReference(db: Database) {
  await db.insert(languages).values(LANGUAGES).onConflictDoNothing();
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  await db
    .insert(countries)
    .values(COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })))
    .onConflictDoNothing();
}
