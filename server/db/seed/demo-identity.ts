import type { Publication } from '../../../domain/entities/quality-report';
import type { ProviderIdentity } from '../../../domain/entities/settings';
import type { Database } from '../connect';
import { settings } from '../schema';

/**
 * The demo provider's identity (issue 47 part 1), fictitious: its SIRET's key is right and its
 * numbers are made up. The documents of the demo groups read it. Left as it is when one is saved.
 * With it, the publication of the quality results, on.
 */
export const DEMO_IDENTITY: ProviderIdentity = {
  legalName: 'Lingua Santé Formation SAS',
  address: {
    street: '4 place de la Démo',
    postcode: '67000',
    city: 'Strasbourg',
    country: 'FR',
  },
  siret: '90257182000015',
  activityNumber: '44670123467',
  activityRegion: 'Grand Est',
  qualiopi: { number: 'DEMO-QUA-2024-0118', categories: ['training'] },
  vat: { status: 'exempt', number: '' },
  signer: { name: 'Claire Martin', title: 'Présidente' },
  accessibility: { name: 'Paul Roy', email: 'handicap@lingua-sante.example', phone: '' },
  texts: {
    terms:
      'Conditions générales de vente de démonstration : toute formation commandée est due selon la convention signée ; une annulation moins de 10 jours ouvrés avant le début est facturée 50 %.',
    internalRules:
      'Règlement intérieur de démonstration : les apprenants émargent chaque demi-journée et préviennent de toute absence.',
  },
};

/** The demo publishes its quality results (Qualiopi indicator 2): /quality-results shows them. */
const DEMO_PUBLICATION: Publication = { enabled: true, period: 'last_twelve_months' };

export async function seedDemoIdentity(db: Database) {
  await db
    .insert(settings)
    .values([
      { key: 'identity', value: DEMO_IDENTITY },
      { key: 'publication', value: DEMO_PUBLICATION },
    ])
    .onConflictDoNothing({ target: settings.key });
}
