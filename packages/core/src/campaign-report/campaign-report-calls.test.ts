import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client/api-error.ts';
import { errorKind } from '../api-client/error-kind.ts';
import { createLomiClient } from '../api-client/lomi-client.ts';
import { createAccountClient } from '../account/account-client.ts';

/** A client whose fetch records the URL and headers and answers `answer`. */
function clientAnswering(answer: () => Response) {
  const seen: Array<{ url: URL; authorization: string | null }> = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    seen.push({
      url: new URL(String(input)),
      authorization: new Headers(init?.headers).get('authorization'),
    });
    return answer();
  };
  const lomi = createLomiClient({
    baseURL: 'https://lomi.test',
    fetch,
    retries: 0,
    getAccessToken: () => 'tok',
  });
  return { reports: createAccountClient(lomi).campaignReports, seen };
}

describe('the campaign report calls', () => {
  it('ask for the period, the page and the language, leaving out what is empty', async () => {
    const { reports, seen } = clientAnswering(
      () =>
        new Response('{"count":0,"results":[],"lastPage":1,"total":0}', {
          headers: { 'content-type': 'application/json' },
        }),
    );
    await reports.figures(12, { from: '2026-03-01', to: '' });
    await reports.donations(12, { from: '2026-03-01', to: '2026-03-05', page: 2 });
    expect(seen.map(({ url }) => url.pathname + url.search)).toEqual([
      '/api/campaigns/12/report/?from=2026-03-01',
      '/api/campaigns/12/report/donations/?from=2026-03-01&to=2026-03-05&page=2',
    ]);
  });

  it('download the files as Blobs with the bearer token', async () => {
    const { reports, seen } = clientAnswering(
      () => new Response('\uFEFFa,b\r\n', { headers: { 'content-type': 'text/csv' } }),
    );
    const blob = await reports.csv(12, { to: '2026-03-05', lang: 'am' });
    // The bytes as sent, byte order mark included (text() would drop it).
    expect([...new Uint8Array(await blob.arrayBuffer())].slice(0, 4)).toEqual([0xef, 0xbb, 0xbf, 0x61]);
    await reports.pdf(12);
    expect(seen.map(({ url }) => url.pathname + url.search)).toEqual([
      '/api/campaigns/12/report.csv?to=2026-03-05&lang=am',
      '/api/campaigns/12/report.pdf',
    ]);
    expect(seen.every(({ authorization }) => authorization === 'Bearer tok')).toBe(true);
  });

  it('reject a refused download with the API’s error, and a lost connection as offline', async () => {
    const refused = clientAnswering(
      () =>
        new Response(
          '{"message":"Campaign 12 belongs to another organization.","code":"LOMI_ERR_FORBIDDEN"}',
          {
            status: 403,
            headers: { 'content-type': 'application/json' },
          },
        ),
    );
    const error = await refused.reports.pdf(12).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorKind(error)).toBe('forbidden');
    const offline = clientAnswering(() => {
      throw new TypeError('fetch failed');
    });
    expect(errorKind(await offline.reports.csv(12).catch((caught: unknown) => caught))).toBe('offline');
  });
});
