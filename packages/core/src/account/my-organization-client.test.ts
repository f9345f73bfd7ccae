import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client/api-error.ts';
import { createLomiClient } from '../api-client/lomi-client.ts';
import { createAccountClient } from './account-client.ts';

/** A client whose fetch records each request and answers `status` with `body`. */
function recordingClient(status: number, body: unknown, token: string | null = 'my-token') {
  const requests: Array<{ url: string; authorization: string | null }> = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    requests.push({
      url: input instanceof Request ? input.url : String(input),
      authorization: new Headers(init?.headers).get('authorization'),
    });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  const client = createAccountClient(
    createLomiClient({
      baseURL: 'https://lomi.test',
      fetch,
      retries: 0,
      getAccessToken: () => token,
    }),
  );
  return { client, requests };
}

describe('myOrganizations.list', () => {
  it('reads GET /api/organizations/my_organization/ with the bearer token, page and trimmed search', async () => {
    const answer = { count: 0, results: [], lastPage: 1, total: 0 };
    const { client, requests } = recordingClient(200, answer);
    expect(await client.myOrganizations.list()).toEqual(answer);
    await client.myOrganizations.list({ page: 2, search: '  Gondar ' });
    await client.myOrganizations.list({ search: '   ' });
    expect(requests.map((request) => request.url)).toEqual([
      'https://lomi.test/api/organizations/my_organization/',
      'https://lomi.test/api/organizations/my_organization/?search=Gondar&page=2',
      'https://lomi.test/api/organizations/my_organization/',
    ]);
    expect(requests.every((request) => request.authorization === 'Bearer my-token')).toBe(true);
  });

  it('rejects with the server’s 401 as an ApiError', async () => {
    const { client } = recordingClient(
      401,
      { message: 'Please log in to continue.', code: 'LOMI_ERR_UNAUTHORIZED' },
      null,
    );
    const error = await client.myOrganizations.list().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'LOMI_ERR_UNAUTHORIZED' });
  });
});
