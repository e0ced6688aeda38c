import type { Publication, PublishedResults } from '../../../domain/entities/quality-report';
import { formatDate } from '../../../domain/rules/dates';
import { figureWords } from '../../../domain/rules/quality-figures';
import { publicationPeriod, publishedResults } from '../../../domain/rules/quality-report';
import { providerDay } from '../../../domain/rules/session';
import type { Lang } from '../../../locales/merge';
import type { Database } from '../../db/connect';
import { HttpError } from '../../lib/http-errors';
import { t } from '../../lib/i18n';
import { newPdf } from '../../lib/pdf';
import { PdfWriter } from '../../lib/pdf-writer';
import type { Runner } from '../../lib/raw-rows';
import {
  PUBLICATION,
  readProviderIdentity,
  readSection,
  saveSection,
  sectionAnswer,
} from '../settings';
import { reportOfPeriod } from './service';

/** Message keys (locales/fragments/quality-report.ts). */
const NOT_PUBLISHED = 'app.quality_results.not_published';
const R = 'app.quality_results';

/** GET /quality-report/publication: whether the results are published, and for which period. */
export const publicationAnswer = (db: Runner) => sectionAnswer(db, PUBLICATION);

/** PUT /quality-report/publication: the choice written whole (409 when saved since it was read). */
export const savePublication = (
  db: Database,
  body: Publication & { updatedAt: string | null },
  staffId: string,
) => saveSection(db, PUBLICATION, body, staffId);

/**
 * GET /quality-results: the published figures of the chosen period, counted now; 404 while an
 * Admin has not turned the publication on (nothing tells a visitor more than that).
 */
export async function publishedResultsOf(db: Runner, now = new Date()): Promise<PublishedResults> {
  const choice = await readSection(db, PUBLICATION);
  if (!choice.enabled) throw new HttpError(404, NOT_PUBLISHED);
  const period = publicationPeriod(choice.period, providerDay(now));
  const [identity, report] = await Promise.all([
    readProviderIdentity(db),
    reportOfPeriod(db, period, now),
  ]);
  return publishedResults(report, {
    name: identity.legalName,
    qualiopiNumber: identity.qualiopi.number,
  });
}

/** The period as the PDF says it, its days written long (1 décembre 2025), as the page does. */
const periodWords = (r: PublishedResults, lang: Lang) =>
  t(lang, `${R}.period`, {
    from: formatDate(r.period.from, lang, 'long') ?? '',
    to: formatDate(r.period.to, lang, 'long') ?? '',
  });

/**
 * GET /quality-results/pdf: the same figures on an A4 page, for the provider's website or a
 * visitor: the provider, the period, each figure with how it is counted, the day it was printed.
 */
export async function publishedResultsPdf(
  r: PublishedResults,
  lang: Lang,
  now = new Date(),
): Promise<Buffer> {
  const translate = (key: string, params?: Record<string, string | number>) => t(lang, key, params);
  const doc = await newPdf();
  const title = t(lang, `${R}.title`);
  doc.setProperties({ title: r.provider.name ? `${title}: ${r.provider.name}` : title });
  const w = new PdfWriter(doc);
  w.text(title, 18, 'bold', 3);
  if (r.provider.name) w.text(r.provider.name, 13, 'bold', 1);
  if (r.provider.qualiopiNumber)
    w.text(t(lang, `${R}.qualiopi`, { number: r.provider.qualiopiNumber }), 10.5, 'normal', 1);
  w.text(periodWords(r, lang), 10.5, 'normal', 2);
  for (const figure of figureWords(r, translate, lang)) {
    w.heading(figure.title);
    w.text(figure.headline, 12, 'bold', 1);
    for (const line of figure.details) w.text(line, 10.5, 'normal', 1);
    w.text(figure.how, 9, 'normal', 1);
  }
  w.gap(4);
  w.text(t(lang, `${R}.printed`, { date: formatDate(now, lang) ?? '' }), 9, 'normal', 0);
  return Buffer.from(doc.output('arraybuffer'));
}
