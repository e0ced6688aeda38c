/** Level scale of spec section 9: A0..C2 are the numbers 0..6. */
export const LEVELS = ['A0', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type LevelLabel = (typeof LEVELS)[number];
export const MIN_LEVEL = 0;
export const MAX_LEVEL = LEVELS.length - 1;

export const isLevel = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= MIN_LEVEL && value <= MAX_LEVEL;

/** A0..C2 of a stored level; undefined outside 0..6. */
export const levelLabel = (level: number | null | undefined): LevelLabel | undefined =>
  isLevel(level) ? LEVELS[level] : undefined;

/** 0..6 of a label (case-insensitive); undefined for anything else. */
export const levelValue = (label: string): number | undefined => {
  const i = LEVELS.indexOf(label.trim().toUpperCase() as LevelLabel);
  return i < 0 ? undefined : i;
};

/** Lower bound of each level's score band: below 3 A0, 3-4 A1, 4-5 A2, 5-7 B1, 7-8 B2, 8-9 C1, 9+ C2. */
export const BANDS = [0, 3, 4, 5, 7, 8, 9] as const;
/** Upper bound used for the sublevel of the open-ended C2 band (scores are out of 10). */
const TOP_SCORE = 10;

export interface ScoreLevel {
  level: number;
  label: LevelLabel;
  /** 0..9: tenth of the way through the level's band (the decimal sublevel). */
  sublevel: number;
  /** The label with its sublevel, e.g. "B1.4". */
  display: string;
}

/** The level of a numeric score (spec section 9), with its decimal sublevel. */
export function levelOfScore(score: number): ScoreLevel {
  const s = Number.isFinite(score) ? Math.max(0, score) : 0;
  let level = 0;
  for (let i = BANDS.length - 1; i >= 0; i--) {
    if (s >= BANDS[i]) {
      level = i;
      break;
    }
  }
  const low = BANDS[level];
  const high = level < BANDS.length - 1 ? BANDS[level + 1] : TOP_SCORE;
  const fraction = Math.min(Math.max((s - low) / (high - low), 0), 0.99);
  const sublevel = Math.floor(fraction * 10 + 1e-9);
  const label = LEVELS[level];
  return { level, label, sublevel, display: `${label}.${sublevel}` };
}
