import { LEVELS } from '../../domain/rules/levels';
import { ChartTableCard } from './ChartTableCard';

/** One bar per level A0..C2: `counts[level]` learners. */
export interface LevelSeries {
  key: string;
  label: string;
  color: string;
  counts: readonly number[];
}

/**
 * A client's learners per level (A0..C2), one series or several side by side, as a chart with its
 * table (ChartTableCard). Shown when `hasData`; the title and description always.
 */
export const LevelCountsCard = ({
  id,
  title,
  description,
  levelLabel,
  series,
  hasData,
}: {
  id: string;
  title: string;
  description: string;
  /** The table's first column header. */
  levelLabel: string;
  series: readonly LevelSeries[];
  hasData: boolean;
}) => (
  <ChartTableCard
    id={id}
    title={title}
    description={description}
    categoryLabel={levelLabel}
    categories={LEVELS}
    series={series.map((s) => ({ ...s, values: LEVELS.map((_, level) => s.counts[level] ?? 0) }))}
    hasData={hasData}
    valueAxis={{ tickMinStep: 1 }}
  />
);
