import { sql } from 'drizzle-orm';
import type { GroupResults } from '../../../domain/entities/group-results';
import type { GroupSurveyResults } from '../../../domain/entities/survey';
import { formatDate } from '../../../domain/rules/dates';
import { formatFigure } from '../../../domain/rules/figures';
import type { Lang } from '../../../locales/merge';
import { t } from '../../lib/i18n';
import { newPdf } from '../../lib/pdf';
import { PdfWriter } from '../../lib/pdf-writer';
import { type Runner, rowsOf, str, strOrNull } from '../../lib/raw-rows';
import type { GroupHead } from '../group-results';

/**
 * The pack's own sheets, made from the registers as they are when it is downloaded: the learners'
 * results, the at-risk flags with their actions, the survey answers and the complaints of a group.
 */

const P = 'app.evidence_pack';
const DASH = '–';

/** An A4 sheet with its title, the group and its client, the day it was printed. */
async function sheet(title: string, head: GroupHead, lang: Lang) {
  const doc = await newPdf();
  doc.setProperties({ title: `${title}: ${head.name}` });
  const w = new PdfWriter(doc);
  w.text(title, 16, 'bold', 2);
  w.field(t(lang, `${P}.group`), head.name);
  w.field(t(lang, `${P}.client`), head.companyName);
  w.text(t(lang, `${P}.printed`, { date: formatDate(new Date(), lang) ?? '' }), 9, 'normal', 2);
  return { w, done: () => Buffer.from(doc.output('arraybuffer')) };
}

const number = (value: number | null, lang: Lang) =>
  value === null ? DASH : formatFigure(value, lang, 2);

/** Each learner's results against the group's targets (the group's Results tab). */
export async function resultsPdf(results: GroupResults, head: GroupHead, lang: Lang) {
  const l = (key: string, params?: Record<string, string | number>) =>
    t(lang, `${P}.results.${key}`, params);
  const { w, done } = await sheet(l('title'), head, lang);
  if (results.learners.length === 0) w.text(l('none'), 10.5);
  for (const r of results.learners) {
    w.heading(`${r.name.toUpperCase()} ${r.firstname}`);
    w.field(l('modules'), `${r.completedModules} / ${r.totalModules}`);
    w.field(l('programme'), `${number(r.programmePercent, lang)} %`);
    w.field(l('quiz'), r.quizAverage === null ? DASH : `${number(r.quizAverage, lang)} %`);
    w.field(l('hours'), number(r.hours, lang));
    if (head.middleTest) w.field(l('middle'), r.middleLevel ?? DASH);
    if (head.endTest) w.field(l('end'), r.endLevel ?? DASH);
  }
  return done();
}

/** The group's at-risk flags, oldest first: the rule, when raised, how it ended, the actions. */
export async function atRiskPdf(db: Runner, head: GroupHead, lang: Lang) {
  const l = (key: string) => t(lang, `${P}.at_risk.${key}`);
  const { w, done } = await sheet(l('title'), head, lang);
  const flags = await rowsOf(
    db,
    sql`select f.id, f.rule, f.raised_at, f.closed_at, f.closed_how, f.closing_note,
          concat_ws(' ', upper(s.name), s.firstname) as learner,
          coalesce((select jsonb_agg(jsonb_build_object('kind', a.kind, 'on', a.done_on,
              'note', a.note, 'by', (select concat_ws(' ', st.firstname, st.name) from staff st
                where st.id = a.staff_id)) order by a.done_on, a.created_at)
            from at_risk_actions a where a.flag_id = f.id), '[]'::jsonb) as actions
        from at_risk_flags f join students s on s.id = f.student_id
        where f.group_id = ${head.id} order by f.raised_at, f.id`,
  );
  if (flags.length === 0) w.text(l('none'), 10.5);
  for (const f of flags) {
    w.heading(`${str(f.learner)} – ${t(lang, `app.at_risk_ui.rules.${str(f.rule)}`)}`);
    w.field(l('raised'), formatDate(f.raised_at, lang) ?? DASH);
    const state = f.closed_at ? str(f.closed_how) : 'open';
    w.field(
      l('state'),
      `${t(lang, `app.at_risk_ui.states.${state}`)}${f.closed_at ? ` (${formatDate(f.closed_at, lang)})` : ''}`,
    );
    const note = strOrNull(f.closing_note);
    if (note) w.field(l('closing_note'), note);
    const actions = f.actions as { kind: string; on: string; note: string; by: string | null }[];
    if (actions.length === 0) w.field(l('actions'), t(lang, 'app.at_risk_ui.no_action'));
    for (const a of actions)
      w.field(
        `${formatDate(a.on, lang) ?? ''} · ${t(lang, `app.at_risk_ui.actions.kinds.${a.kind}`)}`,
        [a.note, a.by].filter(Boolean).join(' · ') || DASH,
      );
  }
  return done();
}

/** The answers to the group's surveys, question by question, the free texts as given. */
export async function surveysPdf(results: GroupSurveyResults, head: GroupHead, lang: Lang) {
  const l = (key: string, params?: Record<string, string | number>) =>
    t(lang, `${P}.surveys.${key}`, params);
  const { w, done } = await sheet(l('title'), head, lang);
  if (results.length === 0) w.text(l('none'), 10.5);
  for (const survey of results) {
    w.heading(`${survey.name} (${t(lang, `app.surveys.kinds.${survey.kind}`)})`);
    w.text(
      l('answered', {
        answered: survey.answered,
        sent: survey.sent,
        rate: number(survey.rate ?? 0, lang),
      }),
      10.5,
      'normal',
      2,
    );
    for (const q of survey.questions) {
      w.text(q.text[lang] || q.text.en, 10.5, 'bold', 1);
      if (q.average !== null)
        w.text(l('average', { average: number(q.average, lang) }), 10, 'normal', 1);
      const counts = q.distribution
        .filter((d) => d.count > 0)
        .map((d) =>
          l('count', { value: d.label ? d.label[lang] || d.label.en : d.value, count: d.count }),
        );
      if (counts.length > 0) w.text(counts.join(' · '), 10, 'normal', 1);
      for (const text of q.texts) w.text(`« ${text} »`, 10, 'normal', 1, 4);
      if (q.count === 0) w.text(l('no_answer'), 10, 'normal', 1);
      w.gap(2);
    }
  }
  return done();
}

/** The complaints about the group, oldest first, with their answers. */
export async function complaintsPdf(db: Runner, head: GroupHead, lang: Lang) {
  const l = (key: string) => t(lang, `${P}.complaints.${key}`);
  const { w, done } = await sheet(l('title'), head, lang);
  const rows = await rowsOf(
    db,
    sql`select received_on::text as received_on, source, from_name, subject, description, status,
          answer, answered_on::text as answered_on
        from complaints where group_id = ${head.id} order by received_on, created_at, id`,
  );
  if (rows.length === 0) w.text(l('none'), 10.5);
  for (const c of rows) {
    w.heading(str(c.subject));
    w.field(l('received'), formatDate(c.received_on, lang) ?? DASH);
    const from = strOrNull(c.from_name);
    w.field(
      l('source'),
      `${t(lang, `app.complaints.sources.${str(c.source)}`)}${from ? ` (${from})` : ''}`,
    );
    w.field(l('description'), str(c.description));
    w.field(l('status'), t(lang, `app.complaints.statuses.${str(c.status)}`));
    const answer = strOrNull(c.answer);
    if (answer) w.field(l('answer'), `${answer} (${formatDate(c.answered_on, lang) ?? DASH})`);
  }
  return done();
}
