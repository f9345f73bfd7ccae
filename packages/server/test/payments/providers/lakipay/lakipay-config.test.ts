import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { lakiPayConfigFromEnv } from '../../../../src/payments/providers/lakipay/index.ts';

const publicKeyPem = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .publicKey.export({ type: 'spki', format: 'pem' })
  .toString();

describe('LakiPay configuration from the environment', () => {
  it('names every missing variable', () => {
    expect(() => lakiPayConfigFromEnv({})).toThrow(
      'LakiPay is selected but LAKIPAY_API_KEY, LAKIPAY_WEBHOOK_PUBLIC_KEY are not set',
    );
    expect(() => lakiPayConfigFromEnv({ LAKIPAY_API_KEY: 'pk:sk', LAKIPAY_WEBHOOK_PUBLIC_KEY: ' ' })).toThrow(
      'LakiPay is selected but LAKIPAY_WEBHOOK_PUBLIC_KEY is not set',
    );
  });

  it('refuses a public key that is not PEM', () => {
    expect(() =>
      lakiPayConfigFromEnv({ LAKIPAY_API_KEY: 'pk:sk', LAKIPAY_WEBHOOK_PUBLIC_KEY: 'abc' }),
    ).toThrow(/LAKIPAY_WEBHOOK_PUBLIC_KEY is not a PEM public key/);
  });

  it('reads the key with escaped newlines and defaults the base URL to production', () => {
    const config = lakiPayConfigFromEnv({
      LAKIPAY_API_KEY: 'pk:sk',
      LAKIPAY_WEBHOOK_PUBLIC_KEY: publicKeyPem.replaceAll('\n', '\\n'),
    });
    expect(config).toEqual({
      baseUrl: 'https://api.lakipay.co',
      apiKey: 'pk:sk',
      webhookPublicKey: publicKeyPem,
    });
    expect(
      lakiPayConfigFromEnv({
        LAKIPAY_API_KEY: 'pk:sk',
        LAKIPAY_WEBHOOK_PUBLIC_KEY: publicKeyPem,
        LAKIPAY_BASE_URL: 'http://127.0.0.1:4010/',
      }).baseUrl,
    ).toBe('http://127.0.0.1:4010');
  });
});
