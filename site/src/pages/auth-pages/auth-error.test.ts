import { describe, expect, it } from 'vitest';
import { ApiError } from '@lomi/core';
import { authFailure } from './auth-error.ts';

function answer(status: number, code: string, message: string, errors?: Record<string, string>) {
  return new ApiError({ status, code, message, ...(errors ? { errors } : {}) });
}

describe('authFailure', () => {
  it('names a taken username, e-mail address or phone number', () => {
    const taken = (field: string) =>
      answer(409, 'LOMI_ERR_CONFLICT', 'A user with that … already exists.', { [field]: 'taken' });
    expect(authFailure(taken('username'), 'signup')).toEqual({ key: 'auth.error.usernameTaken' });
    expect(authFailure(taken('email'), 'signup')).toEqual({ key: 'auth.error.emailTaken' });
    expect(authFailure(taken('phone_number'), 'otp-verify')).toEqual({ key: 'auth.error.phoneTaken' });
  });

  it('explains the conflicts of a Google sign-in', () => {
    const exists = answer(409, 'LOMI_ERR_CONFLICT', 'An account with this e-mail address exists.');
    expect(authFailure(exists, 'google')).toEqual({ key: 'auth.error.googleEmailExists' });
    const linked = answer(409, 'LOMI_ERR_CONFLICT', 'This Google account is linked to another user.', {
      google: 'This Google account is linked to another user.',
    });
    expect(authFailure(linked, 'google')).toEqual({ key: 'auth.error.googleLinked' });
  });

  it('words a weak password by its code, naming the refused input, whatever the server’s English', () => {
    const weak = (field: string) =>
      answer(400, 'LOMI_ERR_WEAK_PASSWORD', 'any words at all', { [field]: 'any words at all' });
    expect(authFailure(weak('password'), 'signup')).toEqual({
      key: 'auth.error.passwordCommon',
      input: 'password',
    });
    expect(authFailure(weak('new_password'), 'change-password')).toEqual({
      key: 'auth.error.passwordCommon',
      input: 'new_password',
    });
  });

  it('tells a wrong current password apart on a password change', () => {
    const wrong = answer(400, 'LOMI_ERR_VALIDATION', 'Your current password is not correct.', {
      old_password: 'Your current password is not correct.',
    });
    expect(authFailure(wrong, 'change-password')).toEqual({
      key: 'auth.error.wrongCurrentPassword',
      input: 'old_password',
    });
    const tooLong = answer(400, 'LOMI_ERR_VALIDATION', 'Invalid field', { re_new_password: 'must be text' });
    expect(authFailure(tooLong, 'change-password')).toEqual({
      key: 'auth.error.fieldRefused',
      field: 'auth.repeatNew.label',
    });
  });

  it('names the field a 400 refused, by its label, never with the server’s words', () => {
    const refused = (field: string) =>
      answer(400, 'LOMI_ERR_VALIDATION', `Invalid field "${field}": must be at most 150 characters`, {
        [field]: 'must be at most 150 characters',
      });
    expect(authFailure(refused('username'), 'signup')).toEqual({
      key: 'auth.error.fieldRefused',
      field: 'auth.username.label',
    });
    expect(authFailure(refused('full_name'), 'signup')).toEqual({
      key: 'auth.error.fieldRefused',
      field: 'auth.fullName.label',
    });
    expect(authFailure(refused('re_password'), 'signup')).toEqual({
      key: 'auth.error.fieldRefused',
      field: 'auth.repeat.label',
    });
    // The login body calls the identifier `email`; the form calls it 'E-mail or username'.
    expect(authFailure(refused('email'), 'login')).toEqual({
      key: 'auth.error.fieldRefused',
      field: 'auth.identifier.label',
    });
    expect(authFailure(refused('phone_number'), 'otp-request')).toEqual({
      key: 'auth.error.fieldRefused',
      field: 'auth.phone.label',
    });
    expect(authFailure(refused('code'), 'otp-verify')).toEqual({
      key: 'auth.error.fieldRefused',
      field: 'auth.code.label',
    });
    expect(authFailure(refused('firstname'), 'signup')).toEqual({ key: 'auth.error.refused' });
    expect(authFailure(answer(400, 'LOMI_ERR_BAD_REQUEST', 'Body is not valid JSON'), 'signup')).toEqual({
      key: 'auth.error.refused',
    });
  });

  it('reads a 401 by the call that got it', () => {
    const refused = answer(401, 'LOMI_ERR_INVALID_CREDENTIALS', 'Invalid e-mail/username or password.');
    expect(authFailure(refused, 'login')).toEqual({ key: 'auth.error.invalidLogin' });
    expect(authFailure(refused, 'otp-verify')).toEqual({ key: 'auth.error.wrongCode' });
    expect(authFailure(answer(401, 'LOMI_ERR_CODE_EXPIRED', 'This code has expired.'), 'otp-verify')).toEqual(
      {
        key: 'auth.error.codeExpired',
      },
    );
    expect(authFailure(refused, 'google')).toEqual({ key: 'auth.error.googleFailed' });
    expect(authFailure(answer(401, 'LOMI_ERR_UNAUTHORIZED', 'Your session ended.'), 'signup')).toEqual({
      key: 'auth.error.generic',
    });
  });

  it('has its own words for the rest', () => {
    expect(authFailure(answer(429, 'LOMI_ERR_RATE_LIMITED', 'Too many attempts.'), 'login')).toEqual({
      key: 'auth.error.rateLimited',
    });
    expect(authFailure(answer(503, 'LOMI_ERR_SIGN_IN_UNAVAILABLE', 'Not available.'), 'google')).toEqual({
      key: 'auth.error.unavailable',
    });
    expect(authFailure(answer(0, 'LOMI_ERR_NETWORK', 'Failed to fetch'), 'login')).toEqual({
      key: 'auth.error.network',
    });
    expect(authFailure(answer(500, 'LOMI_ERR_INTERNAL', 'Something went wrong.'), 'signup')).toEqual({
      key: 'auth.error.generic',
    });
    expect(authFailure(answer(413, 'LOMI_ERR_BAD_REQUEST', 'Request body is too large'), 'signup')).toEqual({
      key: 'auth.error.generic',
    });
    expect(authFailure(new Error('boom'), 'signup')).toEqual({ key: 'auth.error.generic' });
  });
});
