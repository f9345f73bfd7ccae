import { createLomiClient, TOKEN_COOKIE, type Campaign } from '@lomi/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_CONTROL, privateCacheControl } from '../../src/http/http-caching.ts';
import { isNonApiRoute } from '../../src/http/openapi.ts';
import { routeTable } from '../../src/http/route-table.ts';
import { logIn } from '../support/accounts-app.ts';
import { eventually, openCampaign, startPaymentsApp, type PaymentsTestApp } from '../support/payments-app.ts';
import { databaseKinds } from '../support/test-database.ts';

/** The path and query of an absolute or relative address the API returned. */
const pathOf = (address: string) => {
  const url = new URL(address, 'http://lomi.test');
  return `${url.pathname}${url.search}`;
};

/** Public reads that declare no `config.cache` on purpose. */
const NOT_KEPT = [
  '/api/health',
  '/api/invoices/:id',
  '/api/receipts/:token',
  '/api/receipts/:token/receipt.pdf',
];

const WEAK = /^W\/"[^"]+"$/;
const STRONG = /^"[^"]+"$/;

describe('privateCacheControl', () => {
  it.each([
    [CACHE_CONTROL.live, 'private, max-age=0, must-revalidate'],
    [CACHE_CONTROL.immutable, 'private, max-age=31536000, immutable'],
    ['public, max-age=300', 'private, max-age=300'],
    ['no-store', 'private, no-store'],
    ['no-cache', 'private, no-cache'],
    ['private, no-store', 'private, no-store'],
    ['public, max-age=60, s-maxage=600, proxy-revalidate', 'private, max-age=60'],
  ])('%s for one viewer is %s', (shared, single) => {
    expect(privateCacheControl(shared)).toBe(single);
  });
});

describe.each(databaseKinds)('HTTP caching of public reads on %s', (kind) => {
  let t: PaymentsTestApp;
  let campaign: Campaign;
  let table: { url: string; cacheControl: string; etag: RegExp }[];

  const get = (url: string, headers: Record<string, string> = {}) => fetch(`${t.base}${url}`, { headers });

  beforeAll(async () => {
    t = await startPaymentsApp(kind);
    const campaignId = await openCampaign(t.database);
    campaign = (await (await get(`/api/campaigns/${campaignId}`)).json()) as Campaign;
    const organizationId = campaign.organization.id;
    const logo = campaign.organization.logo;
    const charities = (await (await get('/charity/')).json()) as {
      results: { id: number; logo: string | null }[];
    };
    const charity = charities.results.find((each) => each.logo?.includes('/uploaded-file/'));
    const image = campaign.images[0];
    if (!image || !logo || !charity?.logo) {
      throw new Error('the seed lacks an image, a logo or a charity logo');
    }
    const word = campaign.title.split(/\s+/).find((each) => each.length > 3) ?? campaign.title;
    const live = { cacheControl: CACHE_CONTROL.live, etag: WEAK };
    table = [
      { url: '/api/campaigns/?page=1', ...live },
      { url: `/api/campaigns/?page=1&search=${encodeURIComponent(word)}`, ...live },
      { url: `/api/campaigns/?page=1&organization_id=${organizationId}`, ...live },
      { url: '/api/campaigns/featured', ...live },
      { url: `/api/campaigns/${campaignId}`, ...live },
      { url: `/api/donations/?campaign_id=${campaignId}&page=1`, ...live },
      { url: '/api/organizations/all_organizations/?page=1', ...live },
      { url: `/api/organizations/${organizationId}/`, ...live },
      { url: '/charity/', ...live },
      { url: `/charity/byid/${charity.id}`, ...live },
      { url: '/api/campaigns/asrat/', ...live },
      { url: '/api/categories/', cacheControl: CACHE_CONTROL.hour, etag: WEAK },
      { url: '/api/site-settings/', cacheControl: CACHE_CONTROL.minutes, etag: WEAK },
      { url: `/api/generate-qr/?campaign_id=${campaignId}`, cacheControl: CACHE_CONTROL.day, etag: WEAK },
      { url: pathOf(image.url), cacheControl: CACHE_CONTROL.immutable, etag: STRONG },
      { url: `${pathOf(image.url)}?w=320`, cacheControl: CACHE_CONTROL.immutable, etag: STRONG },
      { url: pathOf(logo), cacheControl: CACHE_CONTROL.minutes, etag: STRONG },
      { url: pathOf(charity.logo), cacheControl: CACHE_CONTROL.immutable, etag: STRONG },
    ];
  });
  afterAll(() => t.close());

  it('gives every public read its Cache-Control and an ETag, and answers 304 to If-None-Match', async () => {
    for (const row of table) {
      const first = await get(row.url);
      expect(first.status, row.url).toBe(200);
      expect(first.headers.get('cache-control'), row.url).toBe(row.cacheControl);
      const etag = first.headers.get('etag') ?? '';
      expect(etag, row.url).toMatch(row.etag);
      await first.arrayBuffer();

      const again = await get(row.url, { 'if-none-match': etag });
      expect(again.status, row.url).toBe(304);
      expect(await again.text(), row.url).toBe('');
      // A 304 carries the validators and policy a 200 would, so caches refresh what they stored.
      expect(again.headers.get('etag'), row.url).toBe(etag);
      expect(again.headers.get('cache-control'), row.url).toBe(row.cacheControl);

      const other = await get(row.url, { 'if-none-match': 'W/"something-else"' });
      expect(other.status, row.url).toBe(200);
      await other.arrayBuffer();
    }
  });

  it('sends one ETag whatever the encoding (weak, computed before compression)', async () => {
    const url = '/api/campaigns/?page=1';
    const plain = await get(url, { 'accept-encoding': 'identity' });
    const brotli = await get(url, { 'accept-encoding': 'br' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('etag')).toBe(plain.headers.get('etag'));
    const revalidated = await get(url, {
      'accept-encoding': 'br',
      'if-none-match': plain.headers.get('etag') ?? '',
    });
    expect(revalidated.status).toBe(304);
  });

  it('answers HEAD with the same policy and ETag as GET', async () => {
    const url = `/api/campaigns/${campaign.id}`;
    const getAnswer = await get(url);
    const head = await fetch(`${t.base}${url}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('cache-control')).toBe(CACHE_CONTROL.live);
    expect(head.headers.get('etag')).toBe(getAnswer.headers.get('etag'));
  });

  it('changes the ETag of a campaign, its list and its donations once a donation is credited', async () => {
    const urls = [
      `/api/campaigns/${campaign.id}`,
      `/api/donations/?campaign_id=${campaign.id}&page=1`,
      `/api/organizations/${campaign.organization.id}/`,
    ];
    const before = await Promise.all(urls.map(async (url) => (await get(url)).headers.get('etag') ?? ''));
    for (const [index, url] of urls.entries()) {
      expect((await get(url, { 'if-none-match': before[index] ?? '' })).status).toBe(304);
    }

    const response = await t.post('/api/donation/lakipay/direct/', {
      amount: 12_345,
      campaign_id: campaign.id,
      phone_number: '251911223344',
      anonymous: false,
      medium: 'telebirr',
      full_name: 'Abebe Kebede',
    });
    expect(response.status).toBe(201);
    // A donation's answer is nobody else's: never stored, never validated.
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(response.headers.get('etag')).toBeNull();
    const { invoice_id: invoiceId } = (await response.json()) as { invoice_id: string };
    await eventually(async () =>
      (await t.invoices.find(invoiceId))?.status === 'success' ? true : undefined,
    );

    for (const [index, url] of urls.entries()) {
      const after = await get(url, { 'if-none-match': before[index] ?? '' });
      expect(after.status, url).toBe(200);
      expect(after.headers.get('etag'), url).not.toBe(before[index]);
      if (index === 0) {
        const updated = (await after.json()) as Campaign;
        expect(updated.donation_count).toBe(campaign.donation_count + 1);
      } else {
        await after.arrayBuffer();
      }
    }
  });

  it('never lets a shared cache store what a signed-in viewer gets', async () => {
    const { token } = await logIn(t.app, 'owner@example.com');
    const bearer = { authorization: `Bearer ${token}` };
    const cookie = { cookie: `lang=am; ${TOKEN_COOKIE}=${token}` };

    for (const headers of [bearer, cookie]) {
      const campaignAnswer = await get(`/api/campaigns/${campaign.id}`, headers);
      expect(campaignAnswer.status).toBe(200);
      expect(campaignAnswer.headers.get('cache-control')).toBe('private, max-age=0, must-revalidate');
      // The viewer's own browser still revalidates cheaply.
      const etag = campaignAnswer.headers.get('etag') ?? '';
      expect(etag).toMatch(WEAK);
      expect((await get(`/api/campaigns/${campaign.id}`, { ...headers, 'if-none-match': etag })).status).toBe(
        304,
      );
      const list = await get('/api/campaigns/?page=1', headers);
      expect(list.headers.get('cache-control')).toBe('private, max-age=0, must-revalidate');
      const image = await get(pathOf(campaign.images[0]?.url ?? ''), headers);
      expect(image.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      await Promise.all([list.arrayBuffer(), image.arrayBuffer()]);
    }

    // Another cookie is not a session.
    const visitor = await get('/api/campaigns/?page=1', { cookie: 'lang=am' });
    expect(visitor.headers.get('cache-control')).toBe(CACHE_CONTROL.live);
    await visitor.arrayBuffer();

    // Routes behind sign-in hold personal data: nothing keeps them, and they carry no validator.
    for (const url of ['/api/me/profile/', '/api/campaigns/mine/', '/api/notifications/', '/auth/user/']) {
      const answer = await get(url, bearer);
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get('cache-control'), url).toBe('private, no-store');
      expect(answer.headers.get('etag'), url).toBeNull();
      await answer.arrayBuffer();
    }
  });

  it('never caches an error, nor answers 304 for one', async () => {
    const { token } = await logIn(t.app, 'donor@example.com');
    const cases: [string, Record<string, string>, number][] = [
      ['/api/campaigns/99999999', {}, 404],
      ['/api/campaigns/?page=9999', {}, 400],
      ['/api/campaigns/not-a-number', {}, 400],
      ['/api/no-such-route/', {}, 404],
      ['/api/media/campaign/image/99999999/1', {}, 404],
      ['/api/me/profile/', {}, 401],
      ['/api/console/summary/', { authorization: `Bearer ${token}` }, 403],
    ];
    for (const [url, headers, status] of cases) {
      const answer = await get(url, { ...headers, 'if-none-match': '*' });
      expect(answer.status, url).toBe(status);
      expect(answer.headers.get('cache-control'), url).toBe('no-store');
      expect(answer.headers.get('etag'), url).toBeNull();
      await answer.arrayBuffer();
    }
  });

  it('has every public read declare how it may be cached, or be one that must not be kept', () => {
    const undeclared = routeTable(t.app)
      .filter((route) => route.method === 'GET' && !isNonApiRoute(route.method, route.url))
      .filter((route) => route.config?.auth === undefined && route.config?.cache === undefined)
      .map((route) => route.url)
      .sort();
    // Each of these answers one visitor (an invoice polled for its status, a receipt by its secret token) or
    // says how the server is now: never stored.
    expect(undeclared).toEqual(NOT_KEPT);
  });

  it('leaves reads that declare nothing uncached (invoice status, health)', async () => {
    for (const url of ['/api/health']) {
      const answer = await get(url);
      expect(answer.headers.get('cache-control'), url).toBe('no-store');
      expect(answer.headers.get('etag'), url).toBeNull();
      await answer.arrayBuffer();
    }
  });

  it('keeps the core client working over the cached answers', async () => {
    const client = createLomiClient({ baseURL: t.base });
    const [list, one, featured] = await Promise.all([
      client.campaigns.list({ page: 1 }),
      client.campaigns.get(campaign.id),
      client.campaigns.featured(),
    ]);
    expect(list.results.length).toBeGreaterThan(0);
    expect(one.id).toBe(campaign.id);
    expect(featured.length).toBeGreaterThan(0);
  });
});
