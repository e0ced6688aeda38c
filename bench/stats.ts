/** Percentile by nearest rank over a copy of the samples (milliseconds in, milliseconds out). */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export const median = (samples: number[]) => percentile(samples, 50);

/** Milliseconds since an hrtime origin. */
export const since = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

export const now = () => process.hrtime.bigint();

export function ms(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  if (value >= 10_000) return `${(value / 1000).toFixed(1)} s`;
  if (value >= 100) return `${Math.round(value)} ms`;
  return `${value.toFixed(1)} ms`;
}

/** A Markdown table, columns padded so it also reads well in a terminal. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (c ?? '').padEnd(widths[i])).join(' | ')} |`;
  return [
    line(header),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}
