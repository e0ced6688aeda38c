import { describe, expect, it } from 'vitest';
import { personName } from '../../domain/rules/person-name';

describe('person name: "NAME Firstname" everywhere', () => {
  it('puts the name first, in upper case, then the first name as written', () => {
    expect(personName({ name: 'Becker', firstname: 'Jürgen' })).toBe('BECKER Jürgen');
    expect(personName({ name: 'Richter', firstname: 'Inès' })).toBe('RICHTER Inès');
    expect(personName({ name: 'BAUER', firstname: 'Maximilian' })).toBe('BAUER Maximilian');
  });

  it('upper-cases accented and compound names', () => {
    expect(personName({ name: 'Lefèvre-d’Arc', firstname: 'Zoë' })).toBe('LEFÈVRE-D’ARC Zoë');
    expect(personName({ name: 'Straße', firstname: 'Ina' })).toBe('STRASSE Ina');
  });

  it('trims and leaves out a missing part', () => {
    expect(personName({ name: '  Weber ', firstname: ' Tom ' })).toBe('WEBER Tom');
    expect(personName({ name: 'Weber', firstname: null })).toBe('WEBER');
    expect(personName({ firstname: 'Tom' })).toBe('Tom');
    expect(personName({ name: '', firstname: '' })).toBe('');
    expect(personName(undefined)).toBe('');
  });
});
