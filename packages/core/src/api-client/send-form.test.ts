import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createLomiClient, type LomiClientOptions } from './lomi-client.ts';
import { sendForm } from './send-form.ts';

type Listener = ((event: ProgressEvent) => void) | null;

/** Just enough of XMLHttpRequest for sendForm; the test drives it with `progress`, `answer`, `fail`. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders: Record<string, string> = {};
  aborted = false;
  upload: { onprogress: Listener; onload: Listener } = { onprogress: null, onload: null };
  onload: Listener = null;
  onerror: Listener = null;
  onabort: Listener = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.(progress(0, 0));
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.(progress(loaded, total));
  }
  uploaded(total: number) {
    this.upload.onload?.(progress(total, total));
  }
  answer(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.statusText = status === 413 ? 'Payload Too Large' : '';
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.responseHeaders = { 'content-type': 'application/json; charset=utf-8', ...headers };
    this.onload?.(progress(0, 0));
  }
  fail() {
    this.onerror?.(progress(0, 0));
  }
}

function progress(loaded: number, total: number): ProgressEvent {
  return { lengthComputable: total > 0, loaded, total } as ProgressEvent;
}

function setup(options: Partial<LomiClientOptions> = {}) {
  const sent: FakeXhr[] = [];
  const client = createLomiClient({
    baseURL: 'https://lomi.test/',
    createXMLHttpRequest: () => {
      const xhr = new FakeXhr();
      sent.push(xhr);
      return xhr as unknown as XMLHttpRequest;
    },
    ...options,
  });
  const last = () => {
    const xhr = sent.at(-1);
    if (!xhr) throw new Error('nothing sent');
    return xhr;
  };
  return { client, sent, last };
}

function form(): FormData {
  const data = new FormData();
  data.set('name', 'Hope');
  data.set('logo', new Blob(['png'], { type: 'image/png' }), 'logo.png');
  return data;
}

describe('sendForm', () => {
  it('sends the form to the path on the base URL with the bearer token and returns the JSON answer', async () => {
    const { client, last } = setup({ getAccessToken: () => 'secret' });
    const body = form();

    const answer = sendForm<{ id: number }>(client, {
      method: 'POST',
      path: '/api/organizations/',
      form: body,
    });
    const xhr = last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('https://lomi.test/api/organizations/');
    expect(xhr.headers).toEqual({ accept: 'application/json', authorization: 'Bearer secret' });
    expect(xhr.body).toBe(body);
    xhr.answer(201, { id: 4 });

    await expect(answer).resolves.toEqual({ id: 4 });
  });

  it('sends no authorization header without a token and uses PUT when asked', async () => {
    const { client, last } = setup({ getAccessToken: () => null });
    const answer = sendForm(client, { method: 'PUT', path: '/api/organizations/4/', form: form() });
    expect(last().method).toBe('PUT');
    expect(last().headers.authorization).toBeUndefined();
    last().answer(200, { id: 4 });
    await answer;
  });

  it('reports the upload progress, ending at the total once the body is sent', async () => {
    const { client, last } = setup();
    const onProgress = vi.fn();
    const answer = sendForm(client, { method: 'POST', path: '/x', form: form(), onProgress });

    last().progress(100, 400);
    last().progress(300, 400);
    last().uploaded(400);
    last().answer(200, {});
    await answer;

    expect(onProgress.mock.calls).toEqual([
      [100, 400],
      [300, 400],
      [400, 400],
    ]);
  });

  it('rejects with the server status, message and code (a 413 for a file over the limit)', async () => {
    const { client, last } = setup();
    const answer = sendForm(client, { method: 'POST', path: '/x', form: form() });
    last().answer(413, { message: 'An image may be at most 10 MB.', code: 'LOMI_ERR_PAYLOAD_TOO_LARGE' });

    const error = await answer.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      message: 'An image may be at most 10 MB.',
      code: 'LOMI_ERR_PAYLOAD_TOO_LARGE',
    });
  });

  it('keeps the per-field errors of a 400', async () => {
    const { client, last } = setup();
    const answer = sendForm(client, { method: 'POST', path: '/x', form: form() });
    last().answer(400, {
      message: 'Check the form.',
      code: 'LOMI_ERR_VALIDATION',
      errors: { name: 'Required' },
    });
    await expect(answer).rejects.toMatchObject({ status: 400, errors: { name: 'Required' } });
  });

  it('names an error answer without a JSON body by its status', async () => {
    const { client, last } = setup();
    const answer = sendForm(client, { method: 'POST', path: '/x', form: form() });
    last().answer(502, '<html>Bad gateway</html>', { 'content-type': 'text/html' });
    await expect(answer).rejects.toMatchObject({ status: 502, code: 'LOMI_ERR_HTTP' });
  });

  it('rejects a success answer that is not JSON (a wrong base URL answering the site HTML)', async () => {
    const { client, last } = setup();
    const answer = sendForm(client, { method: 'POST', path: '/x', form: form() });
    last().answer(200, '<!doctype html>', { 'content-type': 'text/html' });
    await expect(answer).rejects.toMatchObject({ status: 200, code: 'LOMI_ERR_HTTP' });
  });

  it('tells onUnauthorized about a 401 to a call that carried a token', async () => {
    const onUnauthorized = vi.fn();
    const { client, last } = setup({ getAccessToken: () => 'expired', onUnauthorized });
    const answer = sendForm(client, { method: 'POST', path: '/x', form: form() });
    last().answer(401, { message: 'Sign in again.', code: 'LOMI_ERR_UNAUTHORIZED' });
    await expect(answer).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not call onUnauthorized for a 401 to a call without a token', async () => {
    const onUnauthorized = vi.fn();
    const { client, last } = setup({ onUnauthorized });
    const answer = sendForm(client, { method: 'POST', path: '/x', form: form() });
    last().answer(401, { message: 'Sign in.', code: 'LOMI_ERR_UNAUTHORIZED' });
    await expect(answer).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('rejects with LOMI_ERR_NETWORK when no answer came, and does not send again', async () => {
    const { client, sent, last } = setup({ retries: 3 });
    const answer = sendForm(client, { method: 'POST', path: '/x', form: form() });
    last().fail();
    await expect(answer).rejects.toMatchObject({ status: 0, code: 'LOMI_ERR_NETWORK' });
    expect(sent).toHaveLength(1);
  });

  it('aborts the upload through the signal with LOMI_ERR_ABORTED', async () => {
    const { client, last } = setup();
    const controller = new AbortController();
    const answer = sendForm(client, { method: 'POST', path: '/x', form: form(), signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ status: 0, code: 'LOMI_ERR_ABORTED' });
    expect(last().aborted).toBe(true);
  });

  it('sends nothing when the signal is already aborted', async () => {
    const { client, sent } = setup();
    const controller = new AbortController();
    controller.abort();
    await expect(
      sendForm(client, { method: 'POST', path: '/x', form: form(), signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'LOMI_ERR_ABORTED' });
    expect(sent).toHaveLength(0);
  });

  it('refuses a client not made by createLomiClient', () => {
    expect(() => sendForm({} as never, { method: 'POST', path: '/x', form: form() })).toThrow(TypeError);
  });
});
