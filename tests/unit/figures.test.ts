import { describe, expect, it } from 'vitest';
import { formatFigure } from '../../domain/rules/figures';

describe('formatFigure', () => {
  it('writes a figure as each language does, one decimal unless told', () => {
    expect(formatFigure(1.25, 'en')).toBe('1.3');
    expect(formatFigure(1.25, 'fr', 2)).toBe('1,25');
    expect(formatFigure(1234.5, 'de')).toBe('1.234,5');
    expect(formatFigure(2, 'fr-FR', 2)).toBe('2');
  });
});
