import { describe, expect, it } from 'vitest';
import {
  accountDisplayName,
  avatarInitial,
  isValidUsername,
  passwordProblem,
  passwordsMatch,
  visibleEmail,
  visibleUsername,
} from './account-rules.ts';

describe('account rules', () => {
  it('accepts usernames of letters and digits only (§5)', () => {
    expect(isValidUsername('abebe2024')).toBe(true);
    expect(isValidUsername(' abebe ')).toBe(true);
    expect(isValidUsername('')).toBe(false);
    expect(isValidUsername('abebe_k')).toBe(false);
    expect(isValidUsername('abebe k')).toBe(false);
    expect(isValidUsername('አበበ')).toBe(false);
    expect(isValidUsername('a'.repeat(150))).toBe(true);
    expect(isValidUsername('a'.repeat(151))).toBe(false);
  });

  it('wants new passwords of 8 to 128 characters', () => {
    expect(passwordProblem('1234567')).toBe('too-short');
    expect(passwordProblem('12345678')).toBeNull();
    expect(passwordProblem('x'.repeat(128))).toBeNull();
    expect(passwordProblem('x'.repeat(129))).toBe('too-long');
    expect(passwordsMatch('secret-pass', 'secret-pass')).toBe(true);
    expect(passwordsMatch('secret-pass', 'secret-pas')).toBe(false);
  });

  it('hides made-up usernames and e-mail addresses (§2)', () => {
    expect(visibleUsername('phone_251911223344')).toBeNull();
    expect(visibleUsername('abebe')).toBe('abebe');
    expect(visibleUsername('')).toBeNull();
    expect(visibleEmail('abebe@example.et')).toBe('abebe@example.et');
    expect(visibleEmail('phone_251911223344@users.lomi.invalid')).toBeNull();
    expect(visibleEmail(null)).toBeNull();
  });

  it('takes the avatar letter from the username, else the e-mail, else the phone', () => {
    expect(avatarInitial({ username: 'abebe', email: 'zed@example.et', full_name: 'Tigist' })).toBe('A');
    expect(avatarInitial({ username: 'phone_2519', email: 'zed@example.et', full_name: '' })).toBe('Z');
    expect(
      avatarInitial({ username: 'phone_2519', email: null, full_name: '', phone: '+251911223344' }),
    ).toBe('2');
    expect(avatarInitial({ username: 'phone_2519', email: null, full_name: '' })).toBe('?');
  });

  it('names the account by full name, else a visible username, e-mail or phone', () => {
    expect(accountDisplayName({ username: 'abebe', email: null, full_name: 'Abebe Kebede' })).toBe(
      'Abebe Kebede',
    );
    expect(accountDisplayName({ username: 'abebe', email: null, full_name: ' ' })).toBe('abebe');
    expect(
      accountDisplayName({
        username: 'phone_251911223344',
        email: null,
        full_name: '',
        phone: '+251911223344',
      }),
    ).toBe('+251911223344');
  });
});
