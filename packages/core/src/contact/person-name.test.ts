import { describe, expect, it } from 'vitest';
import { isValidPersonName } from './person-name.ts';

describe('isValidPersonName', () => {
  it('accepts letters of any script', () => {
    for (const name of ['Abebe', 'አበበ', 'ቀበደ', 'ጸሐይ', 'Zoë', 'José', 'Müller', 'Łukasz', 'محمد', 'Ανδρέας']) {
      expect(isValidPersonName(name), name).toBe(true);
    }
  });

  it('accepts letters with combining marks and joiners', () => {
    // "José" with the accent typed as a separate combining mark (NFD), and a Devanagari name with vowel signs.
    expect(isValidPersonName('Jose\u0301')).toBe(true);
    expect(isValidPersonName('प्रिया')).toBe(true);
    // A Persian name with a zero-width non-joiner.
    expect(isValidPersonName('مهر\u200Cانگیز')).toBe(true);
  });

  it('accepts spaces, hyphens, apostrophes and slashes between letters', () => {
    for (const name of [
      'Abebe Kebede',
      'ወልደ ጊዮርጊስ',
      'Mary  Ann',
      'Jean-Luc',
      "O'Brien",
      'N’Dour',
      'G/Medhin',
      'ወ/ማርያም',
      '  Abebe  ',
    ]) {
      expect(isValidPersonName(name), name).toBe(true);
    }
  });

  it('refuses digits, symbols, emoji, lone joining characters and empty names', () => {
    for (const name of [
      '',
      '   ',
      'Abebe1',
      '፩ አበበ',
      'abebe@lomi.et',
      'A.',
      'Abebe_K',
      'Abebe 😀',
      '-Abebe',
      "Abebe'",
      'G/',
      'Jean--Luc',
      'Jean - Luc',
      '\u0301Abebe',
      'Abebe\tKebede',
    ]) {
      expect(isValidPersonName(name), JSON.stringify(name)).toBe(false);
    }
  });
});
