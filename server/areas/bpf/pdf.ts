import type { BpfAnswer, BpfTally } from '../../../domain/entities/bpf';
import { type BpfRow, bpfRows } from '../../../domain/rules/bpf-rows';
import { formatDate } from '../../../domain/rules/dates';
import { formatFigure } from '../../../domain/rules/figures';
import { hoursOf } from '../../../domain/rules/group-funding';
import { formatEuros } from '../../../domain/rules/money';
import type { Lang } from '../../../locales/merge';
import { t } from '../../lib/i18n';
import { newPdf } from '../../lib/pdf';
import { type PdfColumn, type PdfTableRow, PdfTableWriter } from '../../lib/pdf-table';
import { FULL_WIDTH } from '../../lib/pdf-writer';

const K = 'app.bpf';
const FRAMES: BpfRow['frame'][] = ['C', 'E', 'F-1', 'F-3', 'F-4'];
/** Column widths in millimetres: the code, then the label takes what the figures leave. */
const CODE = 18;
const FIGURE = 30;

// Written the French way in every language: the figures are typed into the French online form.
const number = (value: number) => formatFigure(value, 'fr-FR', 2);
const eurosOf = (cents: number | null) => (cents === null ? '' : formatEuros(cents, 'fr-FR'));
const countOf = (count: number | null) => (count === null ? '' : number(count));
const hoursText = (minutes: number | null) => (minutes === null ? '' : number(hoursOf(minutes)));

/**
 * GET /bpf/{year}/pdf: the BPF laid out like the cerfa's frames, for the person who types it into
 * the online form: the period and the day printed, then frames C, E, F-1, F-3 and F-4 as ruled
 * tables of the cerfa's lines (domain/rules/bpf-rows.ts, as the page and the xlsx), with its French
 * labels in every language, and what is left out for want of data. The surrounding words are in
 * the reader's language.
 */
export async function bpfPdf(answer: BpfAnswer, lang: Lang, now = new Date()): Promise<Buffer> {
  const label = (key: string, params?: Record<string, string | number>) =>
    t(lang, `${K}.${key}`, params);
  const period = label('period', {
    from: formatDate(answer.period.from, lang) ?? '',
    to: formatDate(answer.period.to, lang) ?? '',
  });
  const doc = await newPdf();
  doc.setProperties({ title: `${label('title')}: ${period}` });
  const w = new PdfTableWriter(doc);
  w.text(label('title'), 18, 'bold', 2);
  w.text(label('pdf.cerfa'), 12, 'bold', 1);
  w.text(period, 10.5, 'normal', 1);
  w.text(label('pdf.printed', { date: formatDate(now, lang) ?? '' }), 9, 'normal', 2);
  w.text(label('pdf.note'), 9, 'normal', 2);

  const rows = bpfRows(answer);
  for (const frame of FRAMES) {
    const money = frame === 'C';
    const columns: PdfColumn[] = [
      { label: label('columns.code'), width: CODE },
      { label: label('columns.label'), width: FULL_WIDTH - CODE - (money ? 1 : 2) * FIGURE },
      ...(money
        ? [{ label: label('columns.euros'), width: FIGURE, align: 'right' as const }]
        : [
            {
              label: label(frame === 'E' ? 'columns.trainers' : 'columns.count'),
              width: FIGURE,
              align: 'right' as const,
            },
            { label: label('columns.hours'), width: FIGURE, align: 'right' as const },
          ]),
    ];
    const lines = rows
      .filter((r) => r.frame === frame)
      .map(
        (r): PdfTableRow =>
          r.kind === 'heading'
            ? { kind: 'heading', text: r.label }
            : {
                kind: r.kind,
                cells: [
                  r.code,
                  r.label,
                  ...(money ? [eurosOf(r.cents)] : [countOf(r.count), hoursText(r.minutes)]),
                ],
              },
      );
    w.table(label(`frames.${frame}`), columns, lines);
  }

  missingSection(w, answer, label);
  w.pageNumbers((page, pages) => label('pdf.page', { page, pages }));
  return Buffer.from(doc.output('arraybuffer'));
}

/**
 * What keeps figures out of the frames: the number of gaps, then what they leave out of each frame
 * as the answer adds it up; the page lists each gap with where to complete it.
 */
function missingSection(
  w: PdfTableWriter,
  answer: BpfAnswer,
  label: (key: string, params?: Record<string, string | number>) => string,
) {
  const { missing, leftOut } = answer;
  if (missing.length === 0) {
    w.heading(label('missing.title'));
    w.text(label('missing.none'), 10.5);
    return;
  }
  const tally = (text: string, left: BpfTally): PdfTableRow => ({
    kind: 'line',
    cells: [text, countOf(left.learners), hoursText(left.minutes), ''],
  });
  const rows: PdfTableRow[] = [
    { kind: 'line', cells: [label('frames.C'), '', '', eurosOf(leftOut.cents)] },
    {
      kind: 'line',
      cells: [label('pdf.amounts_unknown'), countOf(leftOut.amountsUnknown), '', ''],
    },
    {
      kind: 'line',
      cells: [label('frames.E'), countOf(leftOut.e.trainers), hoursText(leftOut.e.minutes), ''],
    },
    tally(label('frames.F-1'), leftOut.f1),
    tally(label('frames.F-3'), leftOut.f3),
    tally(label('frames.F-4'), leftOut.f4),
    tally(label('pdf.unmarked'), leftOut.unmarked),
  ];
  const figure = (key: string): PdfColumn => ({ label: label(key), width: 28, align: 'right' });
  w.table(
    label('missing.title'),
    [
      { label: label('pdf.left_out'), width: FULL_WIDTH - 3 * 28 },
      figure('pdf.number'),
      figure('columns.hours'),
      figure('columns.euros'),
    ],
    rows,
  );
  w.gap(3);
  w.text(label('pdf.gaps', { count: missing.length }), 10);
}
