import { expect, it } from 'vitest';
import { ApiError } from '../api-client/api-error.ts';
import { createLomiClient } from '../api-client/lomi-client.ts';
import { createAccountClient } from '../account/account-client.ts';

function clientAnswering(status: number, body: unknown, token: string | null = 'access-token') {
  const requests: Request[] = [];
  const lomi = createLomiClient({
    baseURL: 'https://lomi.test',
    retries: 0,
    getAccessToken: () => token,
    fetch: async (input, init) => {
      requests.push(new Request(input, init));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client: createAccountClient(lomi), lomi, requests };
}

it('reads the owner’s campaigns and one of them with the bearer token', async () => {
  const { client, requests } = clientAnswering(200, { id: 4 });
  await client.myCampaigns.list();
  await client.myCampaigns.list(2);
  await client.myCampaigns.get(4);
  expect(requests.map((request) => request.url)).toEqual([
    'https://lomi.test/api/campaigns/mine/',
    'https://lomi.test/api/campaigns/mine/?page=2',
    'https://lomi.test/api/campaigns/mine/4',
  ]);
  expect(requests.every((request) => request.headers.get('authorization') === 'Bearer access-token')).toBe(
    true,
  );
});

it('sends the update as a JSON PATCH to /campaign/update/{id}', async () => {
  const { client, requests } = clientAnswering(200, { id: 4, title: 'New' });
  const answer = await client.myCampaigns.update(4, { title: 'New', description: 'Story' });
  expect(answer).toEqual({ id: 4, title: 'New' });
  const [request] = requests;
  expect(request?.method).toBe('PATCH');
  expect(request?.url).toBe('https://lomi.test/campaign/update/4');
  expect(await request?.json()).toEqual({ title: 'New', description: 'Story' });
});

it('rejects an update of another organization’s campaign with status 403', async () => {
  const { client } = clientAnswering(403, {
    message: 'Campaign 9 belongs to another organization.',
    code: 'LOMI_ERR_FORBIDDEN',
  });
  const failure = await client.myCampaigns.update(9, { title: 'x' }).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ApiError);
  expect(failure).toMatchObject({ status: 403, code: 'LOMI_ERR_FORBIDDEN' });
});

it('posts a message to the organizer without needing a token', async () => {
  const { lomi, requests } = clientAnswering(
    201,
    { campaign_id: 4, created: '2026-01-01T00:00:00.000Z' },
    null,
  );
  const message = { name: 'Abebe', email: 'abebe@example.com', message: 'Hello' };
  await expect(lomi.campaigns.contactFundraiser(4, message)).resolves.toEqual({
    campaign_id: 4,
    created: '2026-01-01T00:00:00.000Z',
  });
  const [request] = requests;
  expect(request?.method).toBe('POST');
  expect(request?.url).toBe('https://lomi.test/api/campaigns/4/contact/');
  expect(request?.headers.get('authorization')).toBeNull();
  expect(await request?.json()).toEqual(message);
});
