import {
  type BpfAnswer,
  C_HEADINGS,
  C_LINES,
  E_HEADINGS,
  E_LINES,
  F_HEADINGS,
  F1_LINES,
  F3_LINES,
  F4_MAIN_LINES,
} from '../entities/bpf';

/**
 * The BPF's figures as the cerfa lays them out, one row per line: the page's tables, the xlsx and
 * the PDF read these rows, so the three show the same lines in the same order. A heading row has
 * a label only; a line row its code and the figures its frame has (learners or trainers and
 * minutes, or cents).
 */
export interface BpfRow {
  frame: 'C' | 'E' | 'F-1' | 'F-3' | 'F-4';
  /** The cerfa's line code (C-2e, F-1a), an NSF code, or '' for a heading or a total. */
  code: string;
  /** The cerfa's own label, in French. */
  label: string;
  kind: 'heading' | 'line' | 'total';
  /** Learners (F) or trainers (E); null where the frame counts none. */
  count: number | null;
  minutes: number | null;
  cents: number | null;
}

const heading = (frame: BpfRow['frame'], label: string): BpfRow => ({
  frame,
  code: '',
  label,
  kind: 'heading',
  count: null,
  minutes: null,
  cents: null,
});

export function bpfRows(a: BpfAnswer): BpfRow[] {
  const rows: BpfRow[] = [heading('C', C_HEADINGS.title), heading('C', C_HEADINGS.from)];
  const money = (code: string, label: string, cents: number, kind: BpfRow['kind'] = 'line') =>
    rows.push({ frame: 'C', code, label, kind, count: null, minutes: null, cents });
  for (const { code, cents } of a.c.lines) {
    if (code === 'C-2a') rows.push(heading('C', C_HEADINGS['C-2']));
    if (code === 'C-4') rows.push(heading('C', C_HEADINGS['C-4-8']));
    money(code, C_LINES[code], cents);
    if (code === 'C-2h') money('C-2', C_HEADINGS['C-2-total'], a.c.c2TotalCents, 'total');
  }
  money('', C_HEADINGS.total, a.c.totalCents, 'total');

  rows.push(heading('E', E_HEADINGS.title));
  for (const l of a.e.lines)
    rows.push({
      frame: 'E',
      code: l.code,
      label: E_LINES[l.code],
      kind: 'line',
      count: l.trainers,
      minutes: l.minutes,
      cents: null,
    });
  rows.push({
    frame: 'E',
    code: '',
    label: F_HEADINGS.total,
    kind: 'total',
    count: a.e.total.trainers,
    minutes: a.e.total.minutes,
    cents: null,
  });

  const tally = (
    frame: BpfRow['frame'],
    code: string,
    label: string,
    t: { learners: number; minutes: number },
    kind: BpfRow['kind'] = 'line',
  ) => rows.push({ frame, code, label, kind, count: t.learners, minutes: t.minutes, cents: null });
  rows.push(heading('F-1', F_HEADINGS.title), heading('F-1', F_HEADINGS['F-1']));
  for (const l of a.f1.lines) tally('F-1', l.code, F1_LINES[l.code], l);
  tally('F-1', '', F_HEADINGS.total, a.f1.total, 'total');
  rows.push({
    frame: 'F-1',
    code: '',
    label: F_HEADINGS['F-1-distance'],
    kind: 'line',
    count: a.f1.distance,
    minutes: null,
    cents: null,
  });
  rows.push(heading('F-3', F_HEADINGS['F-3']));
  for (const l of a.f3.lines) tally('F-3', l.code, F3_LINES[l.code], l);
  tally('F-3', '', F_HEADINGS.total, a.f3.total, 'total');
  rows.push(heading('F-4', F_HEADINGS['F-4']));
  // The plans hold the NSF code, not its title: the code alone names the line.
  for (const l of a.f4.lines.slice(0, F4_MAIN_LINES)) tally('F-4', l.code, '', l);
  tally('F-4', '', F_HEADINGS['F-4-others'], a.f4.others);
  tally('F-4', '', F_HEADINGS.total, a.f4.total, 'total');
  return rows;
}
