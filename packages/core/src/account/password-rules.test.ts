import { describe, expect, it } from 'vitest';
import { guessablePassword } from './password-rules.ts';

describe('guessablePassword', () => {
  it('refuses one character repeated, whatever the character', () => {
    expect(guessablePassword('aaaaaaaa')).toBe('repeated-character');
    expect(guessablePassword('11111111111')).toBe('repeated-character');
    expect(guessablePassword('ሀሀሀሀሀሀሀሀ')).toBe('repeated-character');
    expect(guessablePassword('😀😀😀😀😀😀😀😀')).toBe('repeated-character');
  });

  it("refuses the owner's username, e-mail address or its local part, in any case", () => {
    const owner = { username: 'Abebe2024', email: 'Abebe.Kebede@example.org' };
    expect(guessablePassword('abebe2024', owner)).toBe('account-name');
    expect(guessablePassword(' ABEBE2024 ', owner)).toBe('account-name');
    expect(guessablePassword('abebe.kebede@EXAMPLE.org', owner)).toBe('account-name');
    expect(guessablePassword('abebe.kebede', owner)).toBe('account-name');
  });

  it('accepts anything else, and passwords that only contain the name', () => {
    const owner = { username: 'Abebe2024', email: 'abebe@example.org' };
    expect(guessablePassword('abebe2024 and more', owner)).toBeNull();
    expect(guessablePassword('correct horse battery', owner)).toBeNull();
    expect(guessablePassword('aaaaaaab')).toBeNull();
    expect(guessablePassword('a long secret', { username: null, email: null })).toBeNull();
    expect(guessablePassword('')).toBeNull();
  });
});
