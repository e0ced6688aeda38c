import type { ProviderIdentity } from '../entities/settings';

/** La Poste's establishments: their SIRET's digits add up to a multiple of 5 instead (INSEE). */
const LA_POSTE_SIREN = '356000000';

/**
 * A SIRET's key (INSEE): Luhn's sum of its 14 digits is a multiple of 10, except La Poste's, whose
 * digits add up to a multiple of 5. Empty (not given) passes: whether it is needed is another rule.
 */
export function isValidSiret(siret: string): boolean {
  if (siret === '') return true;
  if (!/^\d{14}$/.test(siret)) return false;
  const digits = [...siret].map(Number);
  if (siret.startsWith(LA_POSTE_SIREN) && siret !== '35600000000048')
    return digits.reduce((sum, d) => sum + d, 0) % 5 === 0;
  const sum = digits.reduce((total, digit, index) => {
    // From the right, every second digit doubled (the 14 digits: those at even indexes).
    const doubled = index % 2 === 0 ? digit * 2 : digit;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return sum % 10 === 0;
}

/** The identity's fields a document may need, each named by its path (its label's key). */
export const IDENTITY_FIELDS = [
  'legalName',
  'address',
  'siret',
  'activityNumber',
  'activityRegion',
  'qualiopi',
  'vat',
  'signer',
  'accessibility',
  'terms',
  'internalRules',
] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];

const given = (identity: ProviderIdentity): Record<IdentityField, boolean> => ({
  legalName: identity.legalName !== '',
  address:
    identity.address.street !== '' &&
    identity.address.postcode !== '' &&
    identity.address.city !== '' &&
    identity.address.country !== '',
  siret: identity.siret !== '',
  activityNumber: identity.activityNumber !== '',
  activityRegion: identity.activityRegion !== '',
  qualiopi: identity.qualiopi.number !== '' && identity.qualiopi.categories.length > 0,
  // Exempt needs nothing more; charged needs the provider's VAT number.
  vat: identity.vat.status === 'exempt' || identity.vat.number !== '',
  signer: identity.signer.name !== '' && identity.signer.title !== '',
  accessibility:
    identity.accessibility.name !== '' &&
    (identity.accessibility.email !== '' || identity.accessibility.phone !== ''),
  terms: identity.texts.terms !== '',
  internalRules: identity.texts.internalRules !== '',
});

/**
 * Of the fields a document needs, those the identity does not give, in the order asked: the
 * document is not made while any is missing, and says which.
 */
export function missingIdentity(
  identity: ProviderIdentity,
  needed: readonly IdentityField[] = IDENTITY_FIELDS,
): IdentityField[] {
  const has = given(identity);
  return needed.filter((field) => !has[field]);
}

/** What a document lacks of the identity, as the message keys that name each field. */
export const identityLacks = (identity: ProviderIdentity, needed: readonly IdentityField[]) =>
  missingIdentity(identity, needed).map((field) => `app.settings_ui.identity.needs.${field}`);
