import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LomiDatabase } from '../../../src/db/database.ts';
import { createPayoutRails } from '../../../src/withdrawals/payouts/create-payout-rails.ts';
import type { PayoutsConfig } from '../../../src/withdrawals/payouts/payouts-config.ts';
import { SandboxPayoutInProductionError } from '../../../src/withdrawals/payouts/sandbox/sandbox-payout-provider.ts';
import { startFakeChapa, type FakeChapa } from '../../support/fakes/fake-chapa.ts';
import { databaseKinds, openTestDatabase } from '../../support/test-database.ts';

describe.each(databaseKinds)('createPayoutRails on %s', (kind) => {
  let database: LomiDatabase;
  let fake: FakeChapa;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    fake = await startFakeChapa();
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });

  const config = (rails: PayoutsConfig['rails']): PayoutsConfig => ({
    rails,
    sandboxDelayMs: 0,
    sandboxCallbackSecret: 'secret',
    chapa: rails.includes('chapa')
      ? { baseUrl: fake.url, secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, timeoutMs: 500 }
      : undefined,
  });

  it('has manual alone, with no provider, when nothing else is listed', async () => {
    const rails = createPayoutRails(config(['manual']), { db: database.db });
    expect(rails.available).toEqual(['manual']);
    expect(rails.provider('manual')).toBeUndefined();
    expect(rails.provider('sandbox')).toBeUndefined();
    expect(rails.provider('chapa')).toBeUndefined();
    await rails.close();
  });

  it('builds the listed API rails, each talking to its own store or server', async () => {
    // 1000000003 loses its callback: nothing leaves the test.
    const rails = createPayoutRails(config(['manual', 'sandbox', 'chapa']), { db: database.db });
    try {
      expect(rails.available).toEqual(['manual', 'sandbox', 'chapa']);
      const sandbox = rails.provider('sandbox')!;
      expect(sandbox.rail).toBe('sandbox');
      await sandbox.initiatePayout({
        reference: `rails-${kind}`,
        amountMinor: 100,
        currency: 'ETB',
        bankCode: 'cbe',
        accountNumber: '1000000003',
        accountName: 'Selam',
        callbackUrl: 'http://127.0.0.1:1/api/payouts/callbacks/sandbox',
      });
      expect((await sandbox.verifyPayout(`rails-${kind}`)).status).toBe('succeeded');
      const chapa = rails.provider('chapa')!;
      expect(chapa.rail).toBe('chapa');
      expect((await chapa.listBanks()).length).toBeGreaterThan(0);
      expect(fake.requests.at(-1)!.url.pathname).toBe('/v1/banks');
    } finally {
      await rails.close();
    }
  });

  it('refuses the sandbox rail in production', () => {
    expect(() =>
      createPayoutRails(config(['manual', 'sandbox']), { db: database.db, production: true }),
    ).toThrow(SandboxPayoutInProductionError);
  });
});
