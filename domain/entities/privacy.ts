import { z } from 'zod';

/** Whose data a GDPR export or erasure is about: a learner or a client contact. */
export const PRIVACY_SUBJECTS = ['student', 'customer'] as const;
export type PrivacySubject = (typeof PRIVACY_SUBJECTS)[number];

/** POST /privacy/{subject}/{id}/erase: the person's name, typed to confirm (either order, any case). */
export const EraseBodySchema = z.strictObject({ confirm: z.string().max(300) });

/** What an erased person's name becomes; the first name keeps the start of the id, to tell rows apart. */
export const ERASED_NAME = 'ERASED';

/** The e-mail an erased person keeps: unique, and no mail can reach it (.invalid, RFC 2606). */
export const erasedEmail = (id: string) => `erased-${id}@erased.invalid`;

/** What an erased person's identity becomes (a learner's or a client contact's columns alike). */
export const erasedIdentity = (id: string) => ({
  name: ERASED_NAME,
  firstname: id.slice(0, 8),
  email: erasedEmail(id),
  phone: null,
});

/** The person was erased already: the server refuses a second erasure, the screens say so. */
export const isErased = (person: { id: string; name: string; email: string }) =>
  person.name === ERASED_NAME && person.email === erasedEmail(person.id);

/** The typed confirmation matches the name, first name then name or the other way, case and accents aside. */
export function confirmsName(typed: string, firstname: string, name: string): boolean {
  const fold = (s: string) =>
    s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
  const wanted = fold(typed);
  return (
    wanted.length > 0 &&
    (wanted === fold(`${firstname} ${name}`) || wanted === fold(`${name} ${firstname}`))
  );
}
