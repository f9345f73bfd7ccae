import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromResponse } from './api-error.ts';

describe('ApiError', () => {
  it('is an Error checked with instanceof, carrying status, code and field errors', () => {
    const error = new ApiError({
      status: 422,
      code: 'LOMI_ERR_VALIDATION',
      message: 'Amount is too small',
      errors: { amount: 'Minimum 10 ETB' },
    });

    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.name).toBe('ApiError');
    expect(error).toMatchObject({
      status: 422,
      code: 'LOMI_ERR_VALIDATION',
      errors: { amount: 'Minimum 10 ETB' },
    });
    expect(error.isNetworkError).toBe(false);
  });

  it('counts network failures and timeouts as network errors, aborts not', () => {
    const make = (code: string) => new ApiError({ status: 0, code, message: code });

    expect(make('LOMI_ERR_NETWORK').isNetworkError).toBe(true);
    expect(make('LOMI_ERR_TIMEOUT').isNetworkError).toBe(true);
    expect(make('LOMI_ERR_ABORTED').isNetworkError).toBe(false);
  });
});

describe('apiErrorFromResponse', () => {
  it("takes message, code and errors from the server's body", () => {
    const error = apiErrorFromResponse(409, 'Conflict', {
      message: 'Campaign is closed',
      code: 'LOMI_ERR_CAMPAIGN_CLOSED',
      errors: { campaign_id: 'closed' },
    });

    expect(error).toMatchObject({
      status: 409,
      code: 'LOMI_ERR_CAMPAIGN_CLOSED',
      message: 'Campaign is closed',
      errors: { campaign_id: 'closed' },
    });
  });

  it('falls back to the status line and a generic code for bodies without them', () => {
    expect(apiErrorFromResponse(500, 'Internal Server Error', 'oops')).toMatchObject({
      status: 500,
      code: 'LOMI_ERR_HTTP',
      message: 'HTTP 500 Internal Server Error',
      errors: undefined,
    });
    expect(apiErrorFromResponse(404, '', null).message).toBe('HTTP 404');
  });

  it('ignores an errors member that is not a map of field messages', () => {
    expect(
      apiErrorFromResponse(400, 'Bad Request', { message: 'Bad', errors: ['page'] }).errors,
    ).toBeUndefined();
    expect(
      apiErrorFromResponse(400, 'Bad Request', { message: 'Bad', errors: { page: 1 } }).errors,
    ).toBeUndefined();
  });

  it("reads a 429's Retry-After, in seconds or as a date, and ignores one it cannot read", () => {
    const body = { message: 'Too many attempts.', code: 'LOMI_ERR_RATE_LIMITED' };
    expect(apiErrorFromResponse(429, '', body, '120').retryAfterSeconds).toBe(120);
    const inAMinute = new Date(Date.now() + 60_000).toUTCString();
    expect(apiErrorFromResponse(429, '', body, inAMinute).retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(apiErrorFromResponse(429, '', body, 'soon').retryAfterSeconds).toBeUndefined();
    expect(apiErrorFromResponse(429, '', body).retryAfterSeconds).toBeUndefined();
  });
});
