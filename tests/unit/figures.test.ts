import { describe, expect, it } from 'vitest';
import { formatFigure, formatPercent } from '../../domain/rules/figures';

describe('formatFigure', () => {
  it('writes a figure as each language does, one decimal unless told', () => {
    expect(formatFigure(1.25, 'en')).toBe('1.3');
    expect(formatFigure(1.25, 'fr', 2)).toBe('1,25');
    expect(formatFigure(1234.5, 'de')).toBe('1.234,5');
    expect(formatFigure(2, 'fr-FR', 2)).toBe('2');
  });

  it('writes a share as a percentage, whole unless told', () => {
    expect(formatPercent(0.75, 'en')).toBe('75%');
    expect(formatPercent(0.755, 'de', 1)).toBe('75,5\u00a0%');
  });
});
