import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/test-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

// Issue 11 item 7(a): a campaign id beyond PostgreSQL's integer reached the query and failed there (a 500
// with nothing written) on the four donation endpoints. It is now refused by the shared id rule.
describe.each(databaseKinds)(
  'campaign ids out of the integer range on the donation endpoints on %s',
  (kind) => {
    let t: Awaited<ReturnType<typeof createTestApp>>;
    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(() => t.close());

    const direct = (id: unknown) => ({
      url: '/api/donation/lakipay/direct/',
      field: 'campaign_id',
      body: {
        amount: 1000,
        campaign_id: id,
        phone_number: '251911000000',
        anonymous: true,
        medium: 'telebirr',
      },
    });
    const checkout = (id: unknown) => ({
      url: '/api/donation/lakipay/checkout/',
      field: 'campaign_id',
      body: { amount: 1000, campaign_id: id, anonymous: true },
    });
    const card = (id: unknown) => ({
      url: '/api/stripe/checkout/',
      field: 'metadata.campaignId',
      body: { name: 'Gift', price: 1000, metadata: { campaignId: id, annonymous: true } },
    });
    const wizard = (id: unknown) => ({
      url: '/api/donation/initiate/',
      field: 'campaignId',
      body: {
        amount: 1000,
        currency: 'ETB',
        campaignId: id,
        message: 'For you',
        annonymous: true,
        payment_method: 0,
      },
    });

    it('refuses them with 400 naming the field, and writes nothing', async () => {
      const count = async () =>
        Number(
          (
            await t.database.db
              .selectFrom('invoices')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await count();
      const ids: unknown[] = [
        2_147_483_648,
        '2147483648',
        '99999999999',
        2 ** 53 + 1,
        1.5,
        '1.5',
        ' 2',
        '-3',
        0,
      ];
      const failures: string[] = [];
      for (const endpoint of [direct, checkout, card, wizard]) {
        for (const id of ids) {
          const { url, field, body } = endpoint(id);
          const response = await t.app.inject({ method: 'POST', url, payload: body });
          const answer = response.json();
          if (
            response.statusCode !== 400 ||
            answer.code !== 'LOMI_ERR_VALIDATION' ||
            answer.errors?.[field] !== 'must be a campaign id (a whole number)'
          ) {
            failures.push(`${url} ${JSON.stringify(id)}: ${response.statusCode} ${response.body}`);
          }
        }
      }
      expect(failures).toEqual([]);
      expect(await count()).toBe(before);
    });
  },
);
