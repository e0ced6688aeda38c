import { describe, expect, it } from 'vitest';
import { guessMapping, headerKey, importLevel } from '../../domain/rules/import-columns';

describe('the columns of a learners import', () => {
  it('compares headers without case, accents or punctuation', () => {
    expect(headerKey(' Niveau (CECRL) ')).toBe('niveaucecrl');
    expect(headerKey('E-Mail-Adresse')).toBe('emailadresse');
    expect(headerKey('Prénom')).toBe('prenom');
  });

  it('guesses each field from English, French or German headers, the first column winning', () => {
    expect(guessMapping(['Nom', 'Prénom', 'Courriel', 'Téléphone', 'Niveau (CECRL)'])).toEqual({
      name: 0,
      firstname: 1,
      email: 2,
      phone: 3,
      level: 4,
    });
    expect(guessMapping(['Vorname', 'Nachname', 'E-Mail', 'Telefon', 'Stufe', 'Name'])).toEqual({
      name: 1,
      firstname: 0,
      email: 2,
      phone: 3,
      level: 4,
    });
    expect(guessMapping(['First name', 'Last name', 'Email'])).toMatchObject({
      name: 1,
      firstname: 0,
      email: 2,
      phone: null,
      level: null,
    });
    expect(guessMapping(['x', 'y'])).toEqual({
      name: null,
      firstname: null,
      email: null,
      phone: null,
      level: null,
    });
  });

  it('reads a level as A0..C2 or 0..6, empty as none', () => {
    expect(importLevel('b2')).toBe(4);
    expect(importLevel(' 6 ')).toBe(6);
    expect(importLevel('3.0')).toBe(3);
    expect(importLevel('')).toBeNull();
    expect(importLevel('7')).toBeUndefined();
    expect(importLevel('D1')).toBeUndefined();
    expect(importLevel('-1')).toBeUndefined();
  });
});
