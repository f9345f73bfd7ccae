import { describe, expect, it } from 'vitest';
import { sendForm } from '@lomi/core';
import { fakeApiClient, type FakeRequest } from './fake-api-client.ts';

describe('fakeApiClient', () => {
  it('answers sendForm uploads from the route, with progress and the form it was given', async () => {
    const seen: FakeRequest[] = [];
    const client = fakeApiClient(
      (url, request) => {
        seen.push(request);
        return { status: 201, body: { path: url.pathname } };
      },
      { getAccessToken: () => 'test-token' },
    );
    const form = new FormData();
    form.set('name', 'Hope');
    const progress: number[] = [];

    const answer = await sendForm(client, {
      method: 'POST',
      path: '/api/organizations/',
      form,
      onProgress: (sent, total) => progress.push(Math.round((sent / total) * 100)),
    });

    expect(answer).toEqual({ path: '/api/organizations/' });
    expect(progress).toEqual([50, 100]);
    expect(seen[0]).toMatchObject({ method: 'POST', authorization: 'Bearer test-token' });
    expect(seen[0]?.form?.get('name')).toBe('Hope');
    expect(client.requests.map((url) => url.pathname)).toEqual(['/api/organizations/']);
  });

  it('turns an error answer into the same ApiError as a JSON call', async () => {
    const client = fakeApiClient(() => ({
      status: 413,
      body: { message: 'Too large', code: 'LOMI_ERR_TOO_LARGE' },
    }));
    await expect(
      sendForm(client, { method: 'PUT', path: '/api/organizations/1/', form: new FormData() }),
    ).rejects.toMatchObject({ status: 413, message: 'Too large' });
  });
});
