import { describe, expect, it } from 'vitest';
import { confirmsName, erasedEmail } from '../../domain/entities/privacy';

describe('the erasure’s typed confirmation', () => {
  it('takes the name in either order, any case, accents and extra spaces aside', () => {
    for (const typed of ['Zoé Lefèvre', 'LEFÈVRE Zoé', '  zoe   lefevre ', 'Lefevre ZOE'])
      expect(confirmsName(typed, 'Zoé', 'Lefèvre'), typed).toBe(true);
  });

  it('refuses anything else, and an empty name', () => {
    for (const typed of ['', ' ', 'Zoé', 'Zoé Lefèvr', 'Zoé Lefèvre Martin'])
      expect(confirmsName(typed, 'Zoé', 'Lefèvre'), typed).toBe(false);
    expect(confirmsName(' ', '', '')).toBe(false);
  });

  it('gives an erased person an address no mail reaches', () => {
    expect(erasedEmail('abc')).toBe('erased-abc@erased.invalid');
  });
});
