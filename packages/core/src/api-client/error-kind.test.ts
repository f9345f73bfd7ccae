import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_ERROR_CODES } from './api-error.ts';
import { API_ERROR_CODES } from './error-codes.ts';
import { errorKind } from './error-kind.ts';

const failure = (status: number, code: string) => new ApiError({ status, code, message: 'x' });

describe('errorKind', () => {
  it('reads the meaning from the code', () => {
    expect(errorKind(failure(400, API_ERROR_CODES.validation))).toBe('invalid');
    expect(errorKind(failure(400, API_ERROR_CODES.weakPassword))).toBe('invalid');
    expect(errorKind(failure(400, API_ERROR_CODES.pageOutOfRange))).toBe('page-out-of-range');
    expect(errorKind(failure(400, API_ERROR_CODES.noBalance))).toBe('conflict');
    expect(errorKind(failure(404, API_ERROR_CODES.notFound))).toBe('not-found');
    expect(errorKind(failure(404, API_ERROR_CODES.routeNotFound))).toBe('not-found');
    expect(errorKind(failure(401, API_ERROR_CODES.unauthorized))).toBe('signed-out');
    expect(errorKind(failure(401, API_ERROR_CODES.invalidCredentials))).toBe('sign-in-refused');
    expect(errorKind(failure(401, API_ERROR_CODES.codeExpired))).toBe('sign-in-refused');
    expect(errorKind(failure(403, API_ERROR_CODES.forbidden))).toBe('forbidden');
    expect(errorKind(failure(409, API_ERROR_CODES.conflict))).toBe('conflict');
    expect(errorKind(failure(409, API_ERROR_CODES.organizerUnreachable))).toBe('conflict');
    expect(errorKind(failure(429, API_ERROR_CODES.rateLimited))).toBe('rate-limited');
    expect(errorKind(failure(503, API_ERROR_CODES.signInUnavailable))).toBe('unavailable');
    expect(errorKind(failure(500, API_ERROR_CODES.internal))).toBe('failed');
  });

  it('tells a call without an answer from an aborted one', () => {
    expect(errorKind(failure(0, CLIENT_ERROR_CODES.network))).toBe('offline');
    expect(errorKind(failure(0, CLIENT_ERROR_CODES.timeout))).toBe('offline');
    expect(errorKind(failure(0, CLIENT_ERROR_CODES.aborted))).toBe('aborted');
  });

  it('reads an answer without a Lomi code (a proxy in front) by its status', () => {
    expect(errorKind(failure(404, CLIENT_ERROR_CODES.http))).toBe('not-found');
    expect(errorKind(failure(429, CLIENT_ERROR_CODES.http))).toBe('rate-limited');
    expect(errorKind(failure(503, 'LOMI_ERR_SOMETHING_NEW'))).toBe('unavailable');
    expect(errorKind(failure(401, 'toString'))).toBe('signed-out');
    expect(errorKind(failure(418, CLIENT_ERROR_CODES.http))).toBe('failed');
  });

  it('reads a malformed request by its status: the code is sent with several', () => {
    expect(errorKind(failure(400, API_ERROR_CODES.badRequest))).toBe('invalid');
    expect(errorKind(failure(413, API_ERROR_CODES.badRequest))).toBe('too-large');
    expect(errorKind(failure(415, API_ERROR_CODES.badRequest))).toBe('failed');
  });

  it('calls anything that is not an ApiError failed', () => {
    expect(errorKind(new Error('boom'))).toBe('failed');
    expect(errorKind(undefined)).toBe('failed');
  });
});
