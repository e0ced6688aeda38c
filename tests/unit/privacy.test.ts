import { describe, expect, it } from 'vitest';
import { confirmsName, erasedEmail, erasedIdentity, isErased } from '../../domain/entities/privacy';

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

  it('tells an erased person by her erased name and address together', () => {
    const erased = { id: 'abcdef12-3456', ...erasedIdentity('abcdef12-3456') };
    expect(erased).toMatchObject({ name: 'ERASED', firstname: 'abcdef12', phone: null });
    expect(isErased(erased)).toBe(true);
    expect(isErased({ ...erased, email: 'erased@example.com' })).toBe(false);
    expect(isErased({ ...erased, name: 'Erased' })).toBe(false);
  });
});
