import { personName } from '../../../domain/rules/person-name';
import { identityLacks } from '../../../domain/rules/provider-identity';
import type { Lang } from '../../../locales/merge';
import type { Block, DocumentModel } from '../../lib/document-blocks';
import { documentLacks } from '../../lib/http-errors';
import type { Runner } from '../../lib/raw-rows';
import type { Reader } from '../../lib/scope';
import {
  type ActionFacts,
  actionArticles,
  actionFacts,
  actionWords,
  articleHeading,
  providerParty,
} from './action';

/** VAT charged on the price when the identity says so (the French standard rate). */
const VAT_RATE = 0.2;

/** What a contract between the provider and someone needs of the identity: the parties. */
export const PARTY_NEEDS = [
  'legalName',
  'address',
  'siret',
  'activityNumber',
  'activityRegion',
  'signer',
] as const;

/** The price with its VAT: charged at the standard rate, or the exemption of vocational training. */
export function vatText(f: ActionFacts, price: number, lang: Lang) {
  const { label, money } = actionWords(lang);
  return f.identity.vat.status === 'charged'
    ? label('vat_charged', {
        vat: money(Math.round(price * VAT_RATE)),
        total: money(Math.round(price * (1 + VAT_RATE))),
      })
    : label('vat_exempt');
}

/**
 * The training agreement (convention de formation professionnelle) of a group with its client
 * (issue 47 part 3): the parties, then every field article D6353-1 of the Labour Code requires, an
 * article each: the title, objective and content of the action; its means; its duration and period;
 * how it runs, how it is followed and how it is sanctioned; its price and terms of payment; and the
 * learners. The signatures of both parties close it; the general terms follow when the identity
 * gives them. Needs the identity's parties' fields, and the plan's nature and price.
 */
export async function agreementModel(
  db: Runner,
  groupId: string,
  reader: Reader,
  lang: Lang,
): Promise<DocumentModel> {
  const f = await actionFacts(db, groupId, reader);
  const { identity, plan, head } = f;
  const lacks = [
    ...identityLacks(identity, PARTY_NEEDS),
    ...(plan.nature ? [] : ['app.documents.needs.nature']),
    ...(plan.priceCents === null ? ['app.documents.needs.price'] : []),
  ];
  if (lacks.length > 0 || plan.priceCents === null) throw documentLacks(lacks);
  const { label, funding, money, issued } = actionWords(lang);
  const price = plan.priceCents;
  const payers = plan.funders.map((funder) => {
    const who = funder.name || funding(`kinds.${funder.kind}`);
    return label(funder.subrogation ? 'payer_direct' : 'payer', {
      who,
      amount: money(funder.amountCents),
    });
  });
  const articles = actionArticles(f, lang);
  const blocks: Block[] = [
    { kind: 'title', text: label('title') },
    { kind: 'paragraph', text: label('legal_basis') },
    { kind: 'heading', text: label('between') },
    ...providerParty(identity, lang),
    { kind: 'paragraph', text: label('client', { client: head.companyName }) },
    ...(['object', 'content', 'means', 'duration', 'running', 'follow_up'] as const).flatMap(
      (key, i) => [articleHeading(lang, i + 1, key), ...articles[key]],
    ),
    articleHeading(lang, 7, 'price'),
    { kind: 'field', label: label('price'), value: money(price) },
    { kind: 'paragraph', text: vatText(f, price, lang) },
    {
      kind: 'list',
      label: label('payers'),
      lines: payers.length > 0 ? payers : [label('payer_client', { amount: money(price) })],
    },
    { kind: 'paragraph', text: label('payment_terms') },
    articleHeading(lang, 8, 'learners'),
    {
      kind: 'list',
      label: label('learner_count', { count: plan.learners.length }),
      lines: plan.learners.map((l) => personName(l)),
    },
    { kind: 'paragraph', text: issued(identity) },
    { kind: 'signature', label: label('for_client', { client: head.companyName }), signer: '' },
    {
      kind: 'signature',
      label: label('for_provider', { provider: identity.legalName }),
      signer: `${identity.signer.name}, ${identity.signer.title}`,
      provider: true,
    },
    ...(identity.texts.terms
      ? [
          { kind: 'heading' as const, text: label('terms') },
          { kind: 'paragraph' as const, text: identity.texts.terms, small: true },
        ]
      : []),
  ];
  return {
    docTitle: `${label('title')}: ${head.name}`,
    blocks,
    fileBase: `${label('file')}-${head.name}`,
  };
}
