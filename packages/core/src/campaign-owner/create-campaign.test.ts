import { expect, it } from 'vitest';
import { ApiError } from '../api-client/api-error.ts';
import { createLomiClient } from '../api-client/lomi-client.ts';
import { createCampaign } from './create-campaign.ts';

/** Just enough of XMLHttpRequest for one upload, answered with `status` and `body` once sent. */
function fakeXhr(status: number, body: unknown) {
  const sent: Array<{ method: string; url: string; headers: Record<string, string>; body: unknown }> = [];
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload: {
      onprogress: ((event: ProgressEvent) => void) | null;
      onload: ((event: ProgressEvent) => void) | null;
    } = { onprogress: null, onload: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    #request = { method: '', url: '', headers: {} as Record<string, string>, body: undefined as unknown };
    open(method: string, url: string) {
      this.#request.method = method;
      this.#request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.#request.headers[name.toLowerCase()] = value;
    }
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' ? 'application/json' : null;
    }
    abort() {
      this.onabort?.();
    }
    send(form: unknown) {
      sent.push({ ...this.#request, body: form });
      const event = { lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent;
      this.upload.onprogress?.(event);
      this.upload.onload?.({ ...event, loaded: 100 } as ProgressEvent);
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    }
  }
  const client = createLomiClient({
    baseURL: 'https://lomi.test',
    getAccessToken: () => 'access-token',
    createXMLHttpRequest: () => new FakeXhr() as unknown as XMLHttpRequest,
  });
  return { client, sent };
}

it('posts the form to /api/campaigns/ with the token, reporting progress, and answers the campaign', async () => {
  const { client, sent } = fakeXhr(201, { id: 40, status: 'in_review', review_note: null, donations: [] });
  const form = new FormData();
  form.set('title', 'Desks');
  const progress: Array<[number, number]> = [];
  const campaign = await createCampaign(client, form, {
    onProgress: (done, total) => progress.push([done, total]),
  });
  expect(campaign).toEqual({ id: 40, status: 'in_review', review_note: null, donations: [] });
  expect(sent).toEqual([
    {
      method: 'POST',
      url: 'https://lomi.test/api/campaigns/',
      headers: { accept: 'application/json', authorization: 'Bearer access-token' },
      body: form,
    },
  ]);
  expect(progress).toEqual([
    [50, 100],
    [100, 100],
  ]);
});

it('rejects with the server’s refusal', async () => {
  const { client } = fakeXhr(409, {
    message: 'Your organization is not approved yet.',
    code: 'LOMI_ERR_ORGANIZATION_NOT_APPROVED',
  });
  const failure = await createCampaign(client, new FormData()).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ApiError);
  expect(failure).toMatchObject({ status: 409, code: 'LOMI_ERR_ORGANIZATION_NOT_APPROVED' });
});
