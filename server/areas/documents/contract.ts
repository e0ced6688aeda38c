import { personName } from '../../../domain/rules/person-name';
import { identityLacks } from '../../../domain/rules/provider-identity';
import type { Lang } from '../../../locales/merge';
import type { Block, DocumentModel } from '../../lib/document-blocks';
import { documentLacks, HttpError, notFound } from '../../lib/http-errors';
import { t } from '../../lib/i18n';
import type { Runner } from '../../lib/raw-rows';
import type { Reader } from '../../lib/scope';
import { actionArticles, actionFacts, actionWords, articleHeading, providerParty } from './action';
import { PARTY_NEEDS, vatText } from './agreement';

/**
 * The training contract of a private individual who pays for her training herself (contrat de
 * formation professionnelle, articles L6353-3 to L6353-7 of the Labour Code; issue 47 part 3), in
 * place of the agreement: the parties, the action's object, content and headcount, the prerequisites,
 * its means and trainers, duration, running, follow-up and sanction, her price and how she pays it
 * (nothing before the withdrawal period ends, then at most 30 %, the rest as the training goes), her
 * right to withdraw (10 days from signing, 14 when signed at a distance), and what is due if the
 * training stops early. A learner the plan does not name as paying herself is a 409.
 */
export async function contractModel(
  db: Runner,
  groupId: string,
  studentId: string,
  reader: Reader,
  lang: Lang,
): Promise<DocumentModel> {
  const f = await actionFacts(db, groupId, reader);
  const { identity, plan } = f;
  // The group's learners, as its plan lists them: she is one, or there is no such document.
  const learner = plan.learners.find((l) => l.studentId === studentId);
  if (!learner) throw notFound();
  const own = plan.funders.filter((x) => x.kind === 'learner' && x.studentId === studentId);
  if (own.length === 0) throw new HttpError(409, 'app.documents.not_self_funded');
  const lacks = [
    ...identityLacks(identity, PARTY_NEEDS),
    ...(plan.nature ? [] : ['app.documents.needs.nature']),
    ...(plan.prerequisites ? [] : ['app.documents.needs.prerequisites']),
    // L6353-4, 5°: the diplomas, titles or references of those who train her.
    ...(f.trainers.some((x) => !x.qualifications?.trim())
      ? ['app.documents.needs.trainer_qualifications']
      : []),
  ];
  if (lacks.length > 0) throw documentLacks(lacks);
  const words = actionWords(lang);
  const label = (key: string, params?: Record<string, string | number>) =>
    t(lang, `app.documents.contract.${key}`, params);
  const price = own.reduce((sum, x) => sum + x.amountCents, 0);
  const name = personName(learner);
  const articles = actionArticles(f, lang);
  const blocks: Block[] = [
    { kind: 'title', text: label('title') },
    { kind: 'paragraph', text: label('legal_basis') },
    { kind: 'heading', text: words.label('between') },
    ...providerParty(identity, lang),
    { kind: 'paragraph', text: label('learner', { name }) },
    articleHeading(lang, 1, 'object'),
    ...articles.object,
    { kind: 'field', label: label('headcount'), value: String(plan.learners.length) },
    articleHeading(lang, 2, 'content'),
    ...articles.content,
    articleHeading(lang, 3, 'prerequisites'),
    { kind: 'paragraph', text: plan.prerequisites ?? '' },
    ...(['means', 'duration', 'running', 'follow_up'] as const).flatMap((key, i) => [
      articleHeading(lang, i + 4, key),
      ...articles[key],
    ]),
    articleHeading(lang, 8, 'price'),
    { kind: 'field', label: words.label('price'), value: words.money(price) },
    { kind: 'paragraph', text: vatText(f, price, lang) },
    { kind: 'paragraph', text: label('payment') },
    articleHeading(lang, 9, 'withdrawal'),
    { kind: 'paragraph', text: label('withdrawal') },
    articleHeading(lang, 10, 'stopping'),
    { kind: 'paragraph', text: label('stopping') },
    { kind: 'paragraph', text: words.issued(identity) },
    { kind: 'signature', label: label('for_learner'), signer: name },
    {
      kind: 'signature',
      label: words.label('for_provider', { provider: identity.legalName }),
      signer: `${identity.signer.name}, ${identity.signer.title}`,
      provider: true,
    },
    ...(identity.texts.internalRules
      ? [
          { kind: 'heading' as const, text: label('internal_rules') },
          { kind: 'paragraph' as const, text: identity.texts.internalRules, small: true },
        ]
      : []),
    ...(identity.texts.terms
      ? [
          { kind: 'heading' as const, text: words.label('terms') },
          { kind: 'paragraph' as const, text: identity.texts.terms, small: true },
        ]
      : []),
  ];
  return {
    docTitle: `${label('title')}: ${name}`,
    blocks,
    fileBase: `${label('file')}-${learner.name}-${learner.firstname}`,
  };
}
