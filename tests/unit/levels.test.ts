import { describe, expect, it } from 'vitest';
import { LEVELS, levelLabel, levelOfScore, levelValue } from '../../domain/rules/levels';

describe('level scale A0..C2', () => {
  it('maps 0..6 to A0..C2 and back', () => {
    expect(LEVELS.map((_, i) => levelLabel(i))).toEqual(['A0', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2']);
    expect(LEVELS.map((l) => levelValue(l))).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(levelValue('b2')).toBe(4);
  });

  it('rejects values outside the scale', () => {
    expect(levelLabel(7)).toBeUndefined();
    expect(levelLabel(-1)).toBeUndefined();
    expect(levelLabel(1.5)).toBeUndefined();
    expect(levelLabel(null)).toBeUndefined();
    expect(levelValue('D1')).toBeUndefined();
  });
});

describe('level of a score (spec section 9)', () => {
  it.each([
    [0, 'A0'],
    [2.99, 'A0'],
    [3, 'A1'],
    [3.9, 'A1'],
    [4, 'A2'],
    [4.5, 'A2'],
    [5, 'B1'],
    [6.99, 'B1'],
    [7, 'B2'],
    [8, 'C1'],
    [8.99, 'C1'],
    [9, 'C2'],
    [10, 'C2'],
  ])('%s is %s', (score, label) => {
    expect(levelOfScore(score).label).toBe(label);
  });

  it('gives the decimal sublevel within the band', () => {
    expect(levelOfScore(5).display).toBe('B1.0');
    expect(levelOfScore(6).display).toBe('B1.5');
    expect(levelOfScore(3.7).display).toBe('A1.7');
    expect(levelOfScore(1.5).display).toBe('A0.5');
    expect(levelOfScore(9.5).display).toBe('C2.5');
    expect(levelOfScore(12).display).toBe('C2.9');
  });

  it('treats negative and non-finite scores as the bottom of A0', () => {
    expect(levelOfScore(-3)).toMatchObject({ level: 0, sublevel: 0 });
    expect(levelOfScore(Number.NaN)).toMatchObject({ level: 0, sublevel: 0 });
  });
});
