import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/config-error.ts';
import { readServerConfig, type Environment } from '../../src/config/read-server-config.ts';
import { PRODUCTION_ENVIRONMENT } from '../support/production-environment.ts';

/** The lines of the ConfigError `env` is refused with. */
function problems(env: Environment): readonly string[] {
  try {
    readServerConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('readServerConfig: payouts', () => {
  it('pays by manual and sandbox on a development machine, by manual alone in production', () => {
    const config = readServerConfig({ LOMI_SANDBOX_DELAY_MS: '250' });
    expect(config.payouts).toEqual({
      rails: ['manual', 'sandbox'],
      sandboxDelayMs: 250,
      sandboxCallbackSecret: config.payments.sandboxWebhookSecret,
      chapa: undefined,
    });
    expect(readServerConfig(PRODUCTION_ENVIRONMENT).payouts.rails).toEqual(['manual']);
  });

  it('reads LOMI_PAYOUT_RAILS in any order and case, always with manual', () => {
    const config = readServerConfig({
      LOMI_PAYOUT_RAILS: ' Chapa , sandbox',
      LOMI_SANDBOX_PAYOUT_DELAY_MS: '0',
      LOMI_SANDBOX_WEBHOOK_SECRET: 'sandbox-secret',
      CHAPA_SECRET_KEY: 'CHASECK_TEST-x',
      CHAPA_WEBHOOK_SECRET: 'hash',
      CHAPA_BASE_URL: 'http://127.0.0.1:4010/v1/',
      CHAPA_TRANSFER_APPROVAL_SECRET: 'approve',
    });
    expect(config.payouts).toEqual({
      rails: ['manual', 'sandbox', 'chapa'],
      sandboxDelayMs: 0,
      sandboxCallbackSecret: 'sandbox-secret',
      chapa: {
        baseUrl: 'http://127.0.0.1:4010',
        secretKey: 'CHASECK_TEST-x',
        webhookSecret: 'hash',
        approvalSecret: 'approve',
      },
    });
    expect(readServerConfig({ LOMI_PAYOUT_RAILS: 'manual' }).payouts.rails).toEqual(['manual']);
  });

  it('uses the payments’ Chapa keys in production, the approval secret being optional', () => {
    const config = readServerConfig({ ...PRODUCTION_ENVIRONMENT, LOMI_PAYOUT_RAILS: 'manual,chapa' });
    expect(config.payouts.rails).toEqual(['manual', 'chapa']);
    expect(config.payouts.chapa).toEqual({
      baseUrl: 'https://api.chapa.co',
      secretKey: 'CHASECK-live',
      webhookSecret: 'hash',
      approvalSecret: undefined,
    });
  });

  it('refuses an unknown rail, a bad delay, the sandbox in production and Chapa without its keys', () => {
    expect(problems({ LOMI_PAYOUT_RAILS: 'manual,paypal', LOMI_SANDBOX_PAYOUT_DELAY_MS: '-5' })).toEqual([
      'LOMI_PAYOUT_RAILS must be a comma-separated list of manual, sandbox or chapa, got "manual,paypal".',
      'LOMI_SANDBOX_PAYOUT_DELAY_MS must be a whole number of milliseconds, at least 0, got "-5".',
    ]);
    expect(problems({ ...PRODUCTION_ENVIRONMENT, LOMI_PAYOUT_RAILS: 'sandbox' })).toEqual([
      'LOMI_PAYOUT_RAILS must be manual or chapa: the sandbox payout rail cannot run with ' +
        'NODE_ENV=production (it pays nobody), got "sandbox".',
    ]);
    expect(problems({ LOMI_PAYOUT_RAILS: 'chapa', CHAPA_WEBHOOK_SECRET: 'hash' })).toEqual([
      'CHAPA_SECRET_KEY must be set: LOMI_PAYOUT_RAILS includes chapa, got nothing.',
    ]);
  });
});
