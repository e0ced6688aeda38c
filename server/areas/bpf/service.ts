import type { BpfAnswer } from '../../../domain/entities/bpf';
import { bpfOf, bpfPeriod } from '../../../domain/rules/bpf';
import { bpfRows } from '../../../domain/rules/bpf-rows';
import { hoursOf } from '../../../domain/rules/group-funding';
import type { Lang } from '../../../locales/merge';
import { t } from '../../lib/i18n';
import type { Runner } from '../../lib/raw-rows';
import { sheetsWorkbook } from '../../lib/xlsx';
import { readBpfInput } from './reader';

/** The BPF of a year: the civil year, or the fiscal year that starts in that month and ends in it. */
export async function bpfOfYear(
  db: Runner,
  year: number,
  fiscalStartMonth = 1,
): Promise<BpfAnswer> {
  return bpfOf(await readBpfInput(db, bpfPeriod(year, fiscalStartMonth)));
}

const K = 'app.bpf';

/**
 * The BPF as a workbook for the person who types it into the online form: a sheet of the cerfa's
 * lines (its French labels, the figures in hours and euros) and a sheet of what is missing, with
 * its headers and reasons in the reader's language.
 */
export async function bpfWorkbook(answer: BpfAnswer, lang: Lang): Promise<Buffer> {
  const header = ['frame', 'code', 'label', 'count', 'hours', 'euros'].map((c) =>
    t(lang, `${K}.columns.${c}`),
  );
  const lines = bpfRows(answer).map((r) => [
    r.frame,
    r.code,
    r.label,
    r.count ?? '',
    r.minutes === null ? '' : hoursOf(r.minutes),
    r.cents === null ? '' : r.cents / 100,
  ]);
  const missingHeader = ['kind', 'name', 'reason', 'euros', 'hours', 'learners'].map((c) =>
    t(lang, `${K}.columns.${c}`),
  );
  const missing = answer.missing.map((m) => [
    t(lang, `${K}.kinds.${m.kind}`),
    m.name,
    t(lang, `${K}.reasons.${m.reason}`),
    m.amountUnknown
      ? t(lang, `${K}.amount_unknown`)
      : m.leftOutCents === undefined
        ? ''
        : m.leftOutCents / 100,
    m.leftOutMinutes === undefined ? '' : hoursOf(m.leftOutMinutes),
    m.leftOutLearners ?? '',
  ]);
  return sheetsWorkbook([
    { name: t(lang, `${K}.sheets.lines`), rows: [header, ...lines] },
    { name: t(lang, `${K}.sheets.missing`), rows: [missingHeader, ...missing] },
  ]);
}
