import { describe, expect, it } from 'vitest';
import {
  IDENTITY_EMPTY,
  ProviderIdentityInputSchema,
  ProviderIdentitySchema,
} from '../../domain/entities/settings';
import { isValidSiret, missingIdentity } from '../../domain/rules/provider-identity';

describe('the provider identity rules (issue 47)', () => {
  it("checks a SIRET's key, La Poste's by the sum of its digits", () => {
    expect(isValidSiret('44306184100047')).toBe(true);
    expect(isValidSiret('73282932000074')).toBe(true);
    expect(isValidSiret('44306184100048')).toBe(false);
    expect(isValidSiret('4430618410004')).toBe(false);
    // La Poste: digits adding up to a multiple of 5 (45 here), its head office by Luhn.
    expect(isValidSiret('35600000049837')).toBe(true);
    expect(isValidSiret('35600000049838')).toBe(false);
    expect(isValidSiret('35600000000048')).toBe(true);
    // Not given: whether a document needs it is missingIdentity's question.
    expect(isValidSiret('')).toBe(true);
  });

  it('reads numbers with their spaces left out, and refuses a wrong key or length', () => {
    const parsed = ProviderIdentityInputSchema.parse({
      ...IDENTITY_EMPTY,
      siret: '443 061 841 00047',
      activityNumber: '11 75 12345 75',
      vat: { status: 'charged', number: 'fr 40 443061841' },
    });
    expect(parsed.siret).toBe('44306184100047');
    expect(parsed.activityNumber).toBe('11751234575');
    expect(parsed.vat.number).toBe('FR40443061841');
    const wrong = ProviderIdentitySchema.safeParse({ ...IDENTITY_EMPTY, siret: '44306184100048' });
    expect(wrong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['siret', 'app.settings_ui.identity.invalid_siret'],
    ]);
    // Thirteen digits: its length is wrong, said once (its key is not checked then).
    const thirteen = ProviderIdentitySchema.safeParse({
      ...IDENTITY_EMPTY,
      siret: '4430618410004',
    });
    expect(thirteen.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['siret', 'app.settings_ui.identity.invalid_siret'],
    ]);
    const short = ProviderIdentitySchema.safeParse({ ...IDENTITY_EMPTY, activityNumber: '1175' });
    expect(short.error?.issues[0].message).toBe('app.settings_ui.identity.invalid_activity_number');
  });

  it('names what a document needs and the identity does not give, in the order asked', () => {
    expect(missingIdentity(IDENTITY_EMPTY, ['siret', 'legalName', 'vat'])).toEqual([
      'siret',
      'legalName',
    ]);
    const full = {
      ...IDENTITY_EMPTY,
      legalName: 'Lingua Santé SAS',
      address: { street: '12 rue des Lices', postcode: '49100', city: 'Angers', country: 'FR' },
      siret: '44306184100047',
      activityNumber: '52490123449',
      activityRegion: 'Pays de la Loire',
      qualiopi: { number: 'QUA-2024-118', categories: ['training' as const] },
      signer: { name: 'Claire Martin', title: 'Gérante' },
      accessibility: { name: 'Paul Roy', email: '', phone: '02 41 00 00 00' },
      texts: { terms: 'CGV', internalRules: 'Règlement' },
    };
    expect(missingIdentity(full)).toEqual([]);
    // VAT charged needs its number; an accessibility contact needs a way to reach them.
    expect(missingIdentity({ ...full, vat: { status: 'charged', number: '' } })).toEqual(['vat']);
    expect(
      missingIdentity({ ...full, accessibility: { name: 'Paul Roy', email: '', phone: '' } }),
    ).toEqual(['accessibility']);
    expect(
      missingIdentity({ ...full, qualiopi: { number: 'QUA-2024-118', categories: [] } }),
    ).toEqual(['qualiopi']);
  });
});
