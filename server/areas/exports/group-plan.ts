import type { CoursePlan } from '../../../domain/entities/group-results';
import { formatDate } from '../../../domain/rules/dates';
import { levelLabel } from '../../../domain/rules/levels';
import { personName } from '../../../domain/rules/person-name';
import type { Lang } from '../../../locales/merge';
import { t } from '../../lib/i18n';

/** A section of the course plan document: a heading, label / value fields, then plain lines. */
export interface PlanSection {
  heading: string;
  fields: [string, string][];
  /** Sub-blocks: a bold title and its lines. */
  blocks: { title: string; lines: string[] }[];
  lines: string[];
}

/** The course plan's text, in the reader's language: what the PDF and the Word document both print. */
export function planSections(plan: CoursePlan, lang: Lang) {
  const label = (key: string, params?: Record<string, string | number>) =>
    t(lang, `app.group_results.doc.${key}`, params);
  const hours = (h: number) =>
    label('hours', { hours: String(h).replace('.', lang === 'en' ? '.' : ',') });
  const yesNo = (v: boolean) => label(v ? 'yes' : 'no');
  const date = (d: string | null) => formatDate(d, lang) ?? '…';
  const section = (heading: string): PlanSection => ({
    heading,
    fields: [],
    blocks: [],
    lines: [],
  });

  const main = section(label('group'));
  main.fields.push(
    [label('client'), plan.companyName],
    [label('type'), plan.type],
    [label('level'), levelLabel(plan.level) ?? label('not_set')],
    [label('language'), plan.language],
    [
      label('trainers'),
      plan.trainers.length > 0 ? plan.trainers.map(personName).join(', ') : label('none'),
    ],
    [
      label('dates'),
      plan.beginDate || plan.endDate
        ? label('from_to', { begin: date(plan.beginDate), end: date(plan.endDate) })
        : label('not_set'),
    ],
    [label('duration'), hours(plan.duration)],
    [
      label('training'),
      plan.typeoftraining.length > 0
        ? plan.typeoftraining
            .map((k) => t(lang, `app.group_results.doc.training_types.${k}`, { _: k }))
            .join(', ')
        : label('none'),
    ],
    [
      label('language_type'),
      plan.typeoflanguage
        ? t(lang, `app.group_results.doc.language_types.${plan.typeoflanguage}`, {
            _: plan.typeoflanguage,
          })
        : label('not_set'),
    ],
    [label('at_company'), yesNo(plan.atCompany)],
    [
      label('tests'),
      [
        plan.middleTest ? t(lang, 'app.group_results.tests.middle') : null,
        plan.endTest ? t(lang, 'app.group_results.tests.end') : null,
      ]
        .filter(Boolean)
        .join(', ') || label('none'),
    ],
    [label('exam'), plan.typeofexam ?? label('none')],
    [label('semester'), plan.semester === null ? label('not_set') : String(plan.semester)],
  );
  if (plan.writerComment.trim()) main.fields.push([label('comment'), plan.writerComment]);

  const objectives = section(label('objectives'));
  objectives.lines = plan.objectives.length
    ? plan.objectives.map((o) => `• ${o.name}`)
    : [label('none')];

  const courses = section(label('courses'));
  courses.blocks = plan.courses.map((c) => ({
    title: c.name,
    lines: c.modules.length ? c.modules.map((m) => `• ${m.name}`) : [label('none')],
  }));
  if (plan.courses.length === 0) courses.lines = [label('none')];

  const elearning = section(label('elearning'));
  const e = plan.elearning;
  if (!e) elearning.lines = [label('not_set')];
  else {
    elearning.fields.push(
      [label('elearning_hours'), hours(e.elearningDuration)],
      [label('presential_hours'), hours(e.presentialHours)],
      [label('duration_target'), hours(e.elearningDurationTarget)],
      [label('quiz_target'), `${e.elearningTarget} %`],
      [label('programme_target'), `${e.elearningAttempts} %`],
    );
    const blockLines = (title: string, items: { title: string; content: string[] }[]) =>
      items.map((b) => ({
        title: `${title}: ${b.title}`,
        lines: b.content.map((line) => `• ${line}`),
      }));
    elearning.blocks = [
      ...blockLines(label('programme'), e.elearningProgramme),
      ...blockLines(label('evaluations'), e.elearningEvaluations),
      ...(e.elearningResources.length
        ? [
            {
              title: label('resources'),
              lines: e.elearningResources.map((r) => `• ${r.title} (${r.filename})`),
            },
          ]
        : []),
    ];
  }

  const learners = section(label('learners'));
  learners.lines = plan.learners.length
    ? plan.learners.map(
        (s) =>
          `• ${personName(s)} <${s.email}>${s.plannedHours === null ? '' : ` — ${label('planned', { hours: s.plannedHours })}`}`,
      )
    : [label('none')];

  return {
    title: label('title'),
    subtitle: plan.name,
    generated: label('generated', { date: formatDate(new Date(), lang) ?? '' }),
    sections: [main, objectives, courses, elearning, learners],
    signatures: {
      heading: label('signatures'),
      parties: [label('sign_client'), label('sign_provider')],
      lines: [label('sign_name'), label('sign_date'), label('sign_signature')],
    },
    fileBase: `${label('file')}-${plan.companyName}-${plan.name}`,
  };
}
