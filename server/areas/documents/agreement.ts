import { sql } from 'drizzle-orm';
import { formatDate } from '../../../domain/rules/dates';
import { formatEuros } from '../../../domain/rules/money';
import { personName } from '../../../domain/rules/person-name';
import { identityLacks } from '../../../domain/rules/provider-identity';
import type { Lang } from '../../../locales/merge';
import type { Block, DocumentModel } from '../../lib/document-blocks';
import { documentLacks } from '../../lib/http-errors';
import { t } from '../../lib/i18n';
import { type Runner, rowsOf, str } from '../../lib/raw-rows';
import type { Reader } from '../../lib/scope';
import { fundingAnswer } from '../group-funding';
import { groupHead } from '../group-results';
import { readProviderIdentity } from '../settings';

/** VAT charged on the price when the identity says so (the French standard rate). */
const VAT_RATE = 0.2;

/**
 * The training agreement (convention de formation professionnelle) of a group with its client
 * (issue 47 part 3): the parties, then every field article D6353-1 of the Labour Code requires, an
 * article each: the title, objective and content of the action; its means; its duration and period;
 * how it runs, how it is followed and how it is sanctioned; its price and terms of payment; and the
 * learners. The signatures of both parties close it; the general terms follow when the identity
 * gives them. Needs the identity's legal name, address, SIRET, activity declaration and signer, and
 * the plan's nature and price.
 */
export async function agreementModel(
  db: Runner,
  groupId: string,
  reader: Reader,
  lang: Lang,
): Promise<DocumentModel> {
  const head = await groupHead(db, groupId, reader);
  const [identity, plan, details, trainers, objectives, programme] = await Promise.all([
    readProviderIdentity(db),
    fundingAnswer(db, groupId),
    rowsOf(
      db,
      sql`select g.at_company, g.middle_test, g.end_test, g.typeofexam,
            (select count(*)::int from session_groups sg where sg.group_id = g.id) as sessions,
            coalesce((select ed.elearning_minutes from elearning_details ed where ed.group_id = g.id), 0)
              as elearning_minutes
          from groups g where g.id = ${groupId}`,
    ),
    rowsOf(
      db,
      sql`select st.name, st.firstname from group_teachers gt join staff st on st.id = gt.staff_id
          where gt.group_id = ${groupId} order by lower(st.name), lower(st.firstname), st.id`,
    ),
    rowsOf(
      db,
      sql`select o.name from group_objectives go join objectives o on o.id = go.objective_id
          where go.group_id = ${groupId} order by go.position, lower(o.name)`,
    ),
    rowsOf(
      db,
      sql`select co.name as course, m.name as module
          from group_courses gc
          join courses co on co.id = gc.course_id
          left join course_modules cm on cm.course_id = co.id
          left join modules m on m.id = cm.module_id
          where gc.group_id = ${groupId}
          order by gc.position, cm.position`,
    ),
  ]);
  const lacks = [
    ...identityLacks(identity, [
      'legalName',
      'address',
      'siret',
      'activityNumber',
      'activityRegion',
      'signer',
    ]),
    ...(plan.nature ? [] : ['app.documents.needs.nature']),
    ...(plan.priceCents === null ? ['app.documents.needs.price'] : []),
  ];
  if (lacks.length > 0 || plan.priceCents === null) throw documentLacks(lacks);
  const label = (key: string, params?: Record<string, string | number>) =>
    t(lang, `app.documents.agreement.${key}`, params);
  const funding = (key: string) => t(lang, `app.group_funding.${key}`);
  const money = (cents: number) => formatEuros(cents, lang);
  const hours = (minutes: number) =>
    t(lang, 'app.group_results.doc.hours', {
      hours: new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(minutes / 60),
    });
  const day = (d: string | null) => formatDate(d, lang) ?? '…';
  const [g] = details;
  const address = `${identity.address.street}, ${identity.address.postcode} ${identity.address.city}`;
  const price = plan.priceCents;

  const courses = new Map<string, string[]>();
  for (const r of programme) {
    const modules = courses.get(str(r.course)) ?? [];
    if (r.module) modules.push(str(r.module));
    courses.set(str(r.course), modules);
  }
  const content = [...courses].map(([course, modules]) =>
    modules.length > 0 ? `${course}: ${modules.join(', ')}` : course,
  );
  const certification =
    plan.objective === 'rncp' || plan.objective === 'rs'
      ? [plan.certificationTitle, plan.certificationCode].filter(Boolean).join(' · ')
      : '';
  const assessments = [
    label('assessed_placement'),
    ...(g?.middle_test ? [label('assessed_middle')] : []),
    ...(g?.end_test ? [label('assessed_end')] : []),
    ...(g?.typeofexam ? [label('assessed_exam', { exam: str(g.typeofexam).toUpperCase() })] : []),
  ];
  const payers = plan.funders.map((f) => {
    const who = f.name || funding(`kinds.${f.kind}`);
    return label(f.subrogation ? 'payer_direct' : 'payer', { who, amount: money(f.amountCents) });
  });
  const vat =
    identity.vat.status === 'charged'
      ? label('vat_charged', {
          vat: money(Math.round(price * VAT_RATE)),
          total: money(Math.round(price * (1 + VAT_RATE))),
        })
      : label('vat_exempt');
  const article = (n: number, key: string) => ({
    kind: 'heading' as const,
    text: label('article', { n, title: label(`articles.${key}`) }),
  });

  const blocks: Block[] = [
    { kind: 'title', text: label('title') },
    { kind: 'paragraph', text: label('legal_basis') },
    { kind: 'heading', text: label('between') },
    {
      kind: 'paragraph',
      text: label('provider', {
        provider: identity.legalName,
        address,
        siret: identity.siret,
        number: identity.activityNumber,
        region: identity.activityRegion,
        signer: identity.signer.name,
        title: identity.signer.title,
      }),
    },
    { kind: 'paragraph', text: label('not_approval') },
    { kind: 'paragraph', text: label('client', { client: head.companyName }) },
    article(1, 'object'),
    { kind: 'field', label: label('action_title'), value: head.name },
    { kind: 'field', label: label('nature'), value: funding(`natures.${plan.nature}`) },
    {
      kind: 'list',
      label: label('objectives'),
      lines: [
        ...objectives.map((r) => str(r.name)),
        ...(certification ? [label('certification', { certification })] : []),
      ].concat(objectives.length === 0 && !certification ? [label('no_objective')] : []),
    },
    article(2, 'content'),
    {
      kind: 'list',
      label: label('programme'),
      lines: content.length > 0 ? content : [label('no_programme')],
    },
    article(3, 'means'),
    {
      kind: 'field',
      label: label('trainers'),
      value:
        trainers
          .map((r) => personName({ name: str(r.name), firstname: str(r.firstname) }))
          .join(', ') || label('trainers_later'),
    },
    {
      kind: 'paragraph',
      text: [
        label(g?.at_company ? 'means_at_client' : 'means_at_provider'),
        ...(Number(g?.elearning_minutes ?? 0) > 0 ? [label('means_elearning')] : []),
      ].join(' '),
    },
    article(4, 'duration'),
    { kind: 'field', label: label('duration'), value: hours(head.durationMinutes) },
    {
      kind: 'field',
      label: label('period'),
      value: label('period_value', { from: day(head.beginDate), to: day(head.endDate) }),
    },
    article(5, 'running'),
    {
      kind: 'field',
      label: label('modality'),
      value: plan.modality ? funding(`modalities.${plan.modality}`) : '…',
    },
    { kind: 'paragraph', text: label('running_text') },
    article(6, 'follow_up'),
    { kind: 'paragraph', text: label('follow_up_text') },
    { kind: 'list', label: label('assessment'), lines: assessments },
    { kind: 'paragraph', text: label('sanction_text') },
    article(7, 'price'),
    { kind: 'field', label: label('price'), value: money(price) },
    { kind: 'paragraph', text: vat },
    {
      kind: 'list',
      label: label('payers'),
      lines: payers.length > 0 ? payers : [label('payer_client', { amount: money(price) })],
    },
    { kind: 'paragraph', text: label('payment_terms') },
    article(8, 'learners'),
    {
      kind: 'list',
      label: label('learner_count', { count: plan.learners.length }),
      lines: plan.learners.map((l) => personName(l)),
    },
    {
      kind: 'paragraph',
      text: t(lang, 'app.documents.issued', {
        city: identity.address.city,
        date: formatDate(new Date(), lang) ?? '',
      }),
    },
    { kind: 'signature', label: label('for_client', { client: head.companyName }), signer: '' },
    {
      kind: 'signature',
      label: label('for_provider', { provider: identity.legalName }),
      signer: `${identity.signer.name}, ${identity.signer.title}`,
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
