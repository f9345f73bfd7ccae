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

it('posts the question as JSON to /api/help/questions/ and returns the stored one', async () => {
  const stored = { id: 4, created: '2026-11-23T08:00:00.000Z' };
  const { client, requests } = clientAnswering(201, stored);

  const answer = await client.help.ask({ email: 'abebe@example.com', question: 'How do I give?' });

  expect(answer).toEqual(stored);
  const [request] = requests;
  expect(request?.method).toBe('POST');
  expect(request?.url).toBe('https://lomi.test/api/help/questions/');
  expect(await request?.json()).toEqual({ email: 'abebe@example.com', question: 'How do I give?' });
});

it("rejects with the server's message when rate-limited", async () => {
  const { client } = clientAnswering(429, {
    message: 'Too many questions from your connection. Please try again in 10 minutes.',
    code: 'LOMI_ERR_RATE_LIMITED',
  });

  const failure = await client.help
    .ask({ email: 'abebe@example.com', question: 'Hello?' })
    .catch((error: unknown) => error);

  expect(failure).toBeInstanceOf(ApiError);
  expect(failure).toMatchObject({ status: 429, code: 'LOMI_ERR_RATE_LIMITED' });
});

it('reads one organization from /api/organizations/{id}/', async () => {
  const { client, requests } = clientAnswering(200, { id: 3, name: 'Hawassa Learning Trust' });

  const organization = await client.organizations.get(3);

  expect(organization).toMatchObject({ id: 3, name: 'Hawassa Learning Trust' });
  expect(requests[0]?.method).toBe('GET');
  expect(requests[0]?.url).toBe('https://lomi.test/api/organizations/3/');
});

it('rejects with status 404 for an organization that is not public', async () => {
  const { client } = clientAnswering(404, {
    message: 'Organization 9 was not found.',
    code: 'LOMI_ERR_NOT_FOUND',
  });

  const failure = await client.organizations.get(9).catch((error: unknown) => error);

  expect(failure).toBeInstanceOf(ApiError);
  expect(failure).toMatchObject({ status: 404 });
});
