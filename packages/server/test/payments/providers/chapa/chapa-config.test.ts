import { describe, expect, it } from 'vitest';
import { chapaConfigFromEnv } from '../../../../src/payments/providers/chapa/index.ts';

describe('Chapa configuration from the environment', () => {
  it('names every missing variable', () => {
    expect(() => chapaConfigFromEnv({})).toThrow(
      'Chapa is selected but CHAPA_SECRET_KEY, CHAPA_WEBHOOK_SECRET are not set',
    );
    expect(() => chapaConfigFromEnv({ CHAPA_SECRET_KEY: 'CHASECK_TEST-x' })).toThrow(
      'Chapa is selected but CHAPA_WEBHOOK_SECRET is not set',
    );
  });

  it('defaults to the production API and accepts a base URL with or without /v1', () => {
    const env = { CHAPA_SECRET_KEY: 'CHASECK_TEST-x', CHAPA_WEBHOOK_SECRET: 'hash' };
    expect(chapaConfigFromEnv(env)).toEqual({
      baseUrl: 'https://api.chapa.co',
      secretKey: 'CHASECK_TEST-x',
      webhookSecret: 'hash',
    });
    expect(chapaConfigFromEnv({ ...env, CHAPA_BASE_URL: 'http://127.0.0.1:4020/v1/' }).baseUrl).toBe(
      'http://127.0.0.1:4020',
    );
  });
});
