import { eq } from 'drizzle-orm';
import { skillMessage } from '../../../domain/entities/question-constants';
import { formatDateTime } from '../../../domain/rules/dates';
import { formatFigure, formatPercent } from '../../../domain/rules/figures';
import { levelLabel, levelOfScore } from '../../../domain/rules/levels';
import type { Lang } from '../../../locales/merge';
import type { Database } from '../../db/connect';
import { companies, groups } from '../../db/schema';
import { t } from '../../lib/i18n';
import { newPdf } from '../../lib/pdf';
import { PdfWriter } from '../../lib/pdf-writer';
import type { Reader } from '../../lib/scope';
import { reviewResult } from './review';

/**
 * POST /convert/pdf {kind: 'placementResult', id}: a test's result sheet, built on the server from
 * the attempt (never from HTML the browser sends): the learner, client and group, the score and
 * its level, the share right per skill, and each question's skill, level, type and mark. In the
 * reader's language; a Teacher prints the tests of her groups (404 for another).
 */
export async function resultSheetPdf(
  db: Database,
  id: string,
  reader: Reader,
  lang: Lang,
): Promise<{ pdf: Buffer; fileBase: string }> {
  const review = await reviewResult(db, id, reader);
  const [[company], [group]] = await Promise.all([
    db.select({ name: companies.name }).from(companies).where(eq(companies.id, review.company)),
    review.group
      ? db.select({ name: groups.name }).from(groups).where(eq(groups.id, review.group))
      : Promise.resolve([]),
  ]);
  const label = (key: string, params?: Record<string, string | number>) =>
    t(lang, `app.test_review.sheet.${key}`, params);
  const figure = (n: number) => formatFigure(n, lang);
  const percent = (n: number) => formatPercent(n, lang);
  const skill = (s: string) => t(lang, skillMessage(s));
  const name = `${review.lastName.toUpperCase()} ${review.firstName}`;
  const dash = '–';

  const doc = await newPdf();
  doc.setProperties({ title: `${label('title')}: ${name}` });
  const w = new PdfWriter(doc);
  w.text(label('title'), 18, 'bold', 3);
  w.field(label('learner'), name);
  w.field(label('email'), review.email);
  w.field(label('client'), company?.name ?? dash);
  w.field(label('group'), group?.name ?? dash);
  w.field(label('test'), review.title);
  w.field(
    label('handed_in'),
    review.finishedAt ? (formatDateTime(review.finishedAt, lang) ?? dash) : label('not_handed_in'),
  );
  w.field(label('score'), review.score === null ? dash : `${figure(review.score)} / 10`);
  w.field(label('level'), review.score === null ? dash : levelOfScore(review.score).display);
  if (review.pending) w.field(label('pending'), String(review.pending));

  w.heading(label('by_skill'));
  const skills = [...new Set(review.items.map((i) => i.skill))];
  for (const s of skills) {
    const marked = review.items.filter((i) => i.skill === s && i.mark !== null);
    const right = marked.reduce((sum, i) => sum + (i.mark ?? 0), 0);
    w.field(
      skill(s),
      marked.length === 0
        ? label('not_marked')
        : `${percent(right / marked.length)} (${figure(right)} / ${marked.length})`,
    );
  }

  w.heading(label('questions'));
  review.items.forEach((item, i) => {
    const mark = item.mark === null ? label('not_marked') : percent(item.mark);
    const type = t(lang, `app.question_ui.types.${item.type}`);
    w.text(
      `${i + 1}. ${skill(item.skill)} · ${levelLabel(item.level) ?? dash} · ${type} · ${mark}`,
      10,
      'normal',
      1,
    );
  });
  return {
    pdf: Buffer.from(doc.output('arraybuffer')),
    fileBase: `${label('file')}-${review.lastName}-${review.firstName}`,
  };
}
