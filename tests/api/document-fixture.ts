import { IDENTITY_EMPTY, type ProviderIdentity } from '../../domain/entities/settings';
import { groupFunding, settings } from '../../server/db/schema';
import type { App } from './helpers';

/** A provider's identity with what the documents ask for (SIRET of the identity test). */
export const DOCUMENT_IDENTITY: ProviderIdentity = {
  ...IDENTITY_EMPTY,
  legalName: 'Lingua Santé SAS',
  address: { street: '4 rue du Dôme', postcode: '67000', city: 'Strasbourg', country: 'FR' },
  siret: '44306184100047',
  signer: { name: 'Claire Martin', title: 'Gérante' },
};

/**
 * What the documents of a group need beside its data (issue 47): the provider's identity, and the
 * nature of each group's action in its funding plan (a training action).
 */
export async function readyForDocuments(app: App, groupIds: string[]) {
  await app.db
    .insert(settings)
    .values({ key: 'identity', value: DOCUMENT_IDENTITY })
    .onConflictDoUpdate({ target: settings.key, set: { value: DOCUMENT_IDENTITY } });
  if (groupIds.length > 0)
    await app.db
      .insert(groupFunding)
      .values(groupIds.map((groupId) => ({ groupId, nature: 'training' })))
      .onConflictDoNothing();
}
