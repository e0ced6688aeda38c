import { LEVELS, levelLabel } from '../../domain/rules/levels';

export { LEVELS };

/** The level select: A0..C2 stored as 0..6 (spec section 9). */
export const LEVEL_CHOICES = LEVELS.map((name, id) => ({ id, name }));

export const levelName = (value: unknown): string | undefined =>
  typeof value === 'number' ? levelLabel(value) : undefined;
