import { describe, expect, it } from 'vitest';
import { ApiError, type AccountProfile } from '@lomi/core';
import { profileChanges, profileForm, serverFieldErrors } from './profile-changes.ts';

const PROFILE: AccountProfile = {
  id: 4,
  username: 'selam',
  email: 'selam@example.et',
  full_name: 'Selam Tadesse',
  phone: null,
  auth_type: 'password',
  role: 'user',
};

describe('profileChanges', () => {
  it('sends nothing when nothing changed (spaces around values do not count)', () => {
    const form = { fullName: ' Selam Tadesse ', username: 'selam ', email: ' selam@example.et' };
    expect(profileChanges(PROFILE, form)).toEqual({ changes: {}, errors: {} });
  });

  it('sends each changed field trimmed; an emptied e-mail or full name is removed', () => {
    const form = { fullName: '', username: ' selam2 ', email: '' };
    expect(profileChanges(PROFILE, form)).toEqual({
      changes: { full_name: '', username: 'selam2', email: null },
      errors: {},
    });
  });

  it('refuses a removed username and what §5 refuses, without sending anything', () => {
    expect(profileChanges(PROFILE, { ...profileForm(PROFILE), username: ' ' }).errors).toEqual({
      username: 'required',
    });
    const form = { fullName: 'Selam 2', username: 'se-lam', email: 'selam@' };
    expect(profileChanges(PROFILE, form)).toEqual({
      changes: {},
      errors: { fullName: 'invalid', username: 'invalid', email: 'invalid' },
    });
  });

  it('accepts Ethiopic names, and keeps a phone account’s made-up username when left empty', () => {
    const phone: AccountProfile = { ...PROFILE, username: 'phone_251911234567', email: null, full_name: '' };
    expect(profileForm(phone)).toEqual({ fullName: '', username: '', email: '' });
    expect(profileChanges(phone, { fullName: 'ሰላም ታደሰ', username: '', email: '' })).toEqual({
      changes: { full_name: 'ሰላም ታደሰ' },
      errors: {},
    });
  });
});

describe('serverFieldErrors', () => {
  const refused = (status: number, errors?: Record<string, string>) =>
    new ApiError({ status, code: 'X', message: 'refused', ...(errors ? { errors } : {}) });

  it('maps a 409 to taken and a 400 to invalid, by the server’s field names', () => {
    expect(serverFieldErrors(refused(409, { username: 'taken' }))).toEqual({ username: 'taken' });
    expect(serverFieldErrors(refused(400, { full_name: 'bad', email: 'bad', other: 'x' }))).toEqual({
      fullName: 'invalid',
      email: 'invalid',
    });
  });

  it('has nothing to say about other failures', () => {
    expect(serverFieldErrors(refused(500, { email: 'x' }))).toEqual({});
    expect(serverFieldErrors(refused(400))).toEqual({});
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
  });
});
