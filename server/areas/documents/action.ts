import { sql } from 'drizzle-orm';
import type { ProviderIdentity } from '../../../domain/entities/settings';
import { formatEuros } from '../../../domain/rules/money';
import type { Lang } from '../../../locales/merge';
import type { Block } from '../../lib/document-blocks';
import { t } from '../../lib/i18n';
import { type Runner, rowsOf, str } from '../../lib/raw-rows';
import type { Reader } from '../../lib/scope';
import { fundingAnswer } from '../group-funding';
import { groupHead } from '../group-results';
import { readProviderIdentity } from '../settings';
import { certificationOf, documentWords, groupTrainers } from './context';

/**
 * What the agreement and the contract say of a training action alike: read once, then written as
 * the blocks of their articles (its object, content, means, duration, running, follow-up), in the
 * words of app.documents.agreement.
 */
export async function actionFacts(db: Runner, groupId: string, reader: Reader) {
  const head = await groupHead(db, groupId, reader);
  const [identity, plan, [group], trainers, objectives, programme] = await Promise.all([
    readProviderIdentity(db),
    fundingAnswer(db, groupId),
    rowsOf(
      db,
      sql`select g.at_company, g.middle_test, g.end_test, g.typeofexam,
            coalesce((select ed.elearning_minutes from elearning_details ed where ed.group_id = g.id), 0)
              as elearning_minutes
          from groups g where g.id = ${groupId}`,
    ),
    groupTrainers(db, groupId),
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
  const courses = new Map<string, string[]>();
  for (const r of programme) {
    const modules = courses.get(str(r.course)) ?? [];
    if (r.module) modules.push(str(r.module));
    courses.set(str(r.course), modules);
  }
  return {
    head,
    identity,
    plan,
    atCompany: group?.at_company === true,
    elearning: Number(group?.elearning_minutes ?? 0) > 0,
    middleTest: group?.middle_test === true,
    endTest: group?.end_test === true,
    exam: group?.typeofexam ? str(group.typeofexam).toUpperCase() : null,
    trainers,
    objectives: objectives.map((r) => str(r.name)),
    content: [...courses].map(([course, modules]) =>
      modules.length > 0 ? `${course}: ${modules.join(', ')}` : course,
    ),
  };
}

export type ActionFacts = Awaited<ReturnType<typeof actionFacts>>;

/** The words the agreement and the contract share, in `lang`. */
export function actionWords(lang: Lang) {
  const label = (key: string, params?: Record<string, string | number>) =>
    t(lang, `app.documents.agreement.${key}`, params);
  return {
    ...documentWords(lang),
    label,
    funding: (key: string) => t(lang, `app.group_funding.${key}`),
    money: (cents: number) => formatEuros(cents, lang),
  };
}

/** The provider as a party: legal name, address, SIRET, activity declaration, who represents it. */
export function providerParty(identity: ProviderIdentity, lang: Lang): Block[] {
  const { label } = actionWords(lang);
  return [
    {
      kind: 'paragraph',
      text: label('provider', {
        provider: identity.legalName,
        address: `${identity.address.street}, ${identity.address.postcode} ${identity.address.city}`,
        siret: identity.siret,
        number: identity.activityNumber,
        region: identity.activityRegion,
        signer: identity.signer.name,
        title: identity.signer.title,
      }),
    },
    { kind: 'paragraph', text: label('not_approval') },
  ];
}

/** What the action is and how it runs, article by article (by the key of each article's title). */
export function actionArticles(
  f: ActionFacts,
  lang: Lang,
): Record<'object' | 'content' | 'means' | 'duration' | 'running' | 'follow_up', Block[]> {
  const { label, funding, hours, day } = actionWords(lang);
  const { plan, head } = f;
  const certification = certificationOf(plan);
  const objectives = [
    ...f.objectives,
    ...(certification ? [label('certification', { certification })] : []),
  ];
  return {
    object: [
      { kind: 'field', label: label('action_title'), value: head.name },
      { kind: 'field', label: label('nature'), value: funding(`natures.${plan.nature}`) },
      {
        kind: 'list',
        label: label('objectives'),
        lines: objectives.length > 0 ? objectives : [label('no_objective')],
      },
    ],
    content: [
      {
        kind: 'list',
        label: label('programme'),
        lines: f.content.length > 0 ? f.content : [label('no_programme')],
      },
    ],
    means: [
      // Each trainer's diplomas, titles or references when given (the contract needs them).
      f.trainers.some((x) => x.qualifications)
        ? {
            kind: 'list',
            label: label('trainers'),
            lines: f.trainers.map((x) =>
              x.qualifications ? `${x.name}: ${x.qualifications}` : x.name,
            ),
          }
        : {
            kind: 'field',
            label: label('trainers'),
            value: f.trainers.map((x) => x.name).join(', ') || label('trainers_later'),
          },
      {
        kind: 'paragraph',
        text: [
          label(f.atCompany ? 'means_at_client' : 'means_at_provider'),
          ...(f.elearning ? [label('means_elearning')] : []),
        ].join(' '),
      },
    ],
    duration: [
      { kind: 'field', label: label('duration'), value: hours(head.durationMinutes / 60) },
      {
        kind: 'field',
        label: label('period'),
        value: label('period_value', { from: day(head.beginDate), to: day(head.endDate) }),
      },
    ],
    running: [
      {
        kind: 'field',
        label: label('modality'),
        value: plan.modality ? funding(`modalities.${plan.modality}`) : '…',
      },
      { kind: 'paragraph', text: label('running_text') },
    ],
    follow_up: [
      { kind: 'paragraph', text: label('follow_up_text') },
      {
        kind: 'list',
        label: label('assessment'),
        lines: [
          label('assessed_placement'),
          ...(f.middleTest ? [label('assessed_middle')] : []),
          ...(f.endTest ? [label('assessed_end')] : []),
          ...(f.exam ? [label('assessed_exam', { exam: f.exam })] : []),
        ],
      },
      { kind: 'paragraph', text: label('sanction_text') },
    ],
  };
}

/** An article's heading: its number and title (a key of app.documents.agreement.articles). */
export const articleHeading = (lang: Lang, n: number, key: string): Block => {
  const { label } = actionWords(lang);
  return { kind: 'heading', text: label('article', { n, title: label(`articles.${key}`) }) };
};
