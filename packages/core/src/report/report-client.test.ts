import { expect, it } from 'vitest';
import { ApiError } from '../api-client/api-error.ts';
import { createLomiClient } from '../api-client/lomi-client.ts';

function clientAnswering(status: number, body: unknown) {
  const requests: Request[] = [];
  const client = createLomiClient({
    baseURL: 'https://lomi.test',
    retries: 0,
    fetch: async (input, init) => {
      requests.push(new Request(input, init));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, requests };
}

it('posts the report as JSON to /api/reports/ and returns the stored report', async () => {
  const stored = {
    id: 7,
    target_type: 'campaign',
    campaign_id: 12,
    organization_id: null,
    reason: 'spam',
    created: '2026-01-02T03:04:05.000Z',
  };
  const { client, requests } = clientAnswering(201, stored);

  const answer = await client.reports.submit({ target_type: 'campaign', campaign_id: 12, reason: 'spam' });

  expect(answer).toEqual(stored);
  const [request] = requests;
  expect(request?.method).toBe('POST');
  expect(request?.url).toBe('https://lomi.test/api/reports/');
  expect(request?.headers.get('content-type')).toBe('application/json');
  expect(await request?.json()).toEqual({ target_type: 'campaign', campaign_id: 12, reason: 'spam' });
});

it("rejects with the server's message, e.g. when rate-limited", async () => {
  const { client } = clientAnswering(429, {
    message: 'Too many reports from your connection. Please try again in 10 minutes.',
    code: 'LOMI_ERR_RATE_LIMITED',
  });

  const failure = await client.reports
    .submit({ target_type: 'organization', organization_id: 3, reason: 'fraud' })
    .catch((error: unknown) => error);

  expect(failure).toBeInstanceOf(ApiError);
  expect(failure).toMatchObject({ status: 429, code: 'LOMI_ERR_RATE_LIMITED' });
  expect((failure as ApiError).message).toMatch(/Too many reports/);
});
