import { createLomiClient, type LomiClient, type LomiClientOptions } from '@lomi/core';

/** What a fake route may look at besides the URL. */
export interface FakeRequest {
  method: string;
  /** The parsed JSON body, if any. */
  body: unknown;
  /** The multipart form of a `sendForm` call, if any. */
  form?: FormData;
  /** The `Authorization` header, if any. */
  authorization: string | null;
}

/** An answer of the fake API: a status and a JSON body. */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

/**
 * Answers one request of the fake API. It may answer later (a promise), for example to let a test look at an
 * upload's progress bar before the server answers.
 */
export type FakeRoute = (url: URL, request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

/**
 * A real `LomiClient` whose `fetch` (and XMLHttpRequest, for `sendForm` uploads) answers from `route`, so the
 * site goes through the same request and error paths as in production without a server. Every requested URL
 * is recorded in `requests`. An upload reports its progress half-way, then complete, before `route` answers.
 */
export function fakeApiClient(
  route: FakeRoute,
  options: Pick<LomiClientOptions, 'getAccessToken' | 'onUnauthorized'> = {},
): LomiClient & { requests: URL[] } {
  const requests: URL[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requests.push(url);
    init?.signal?.throwIfAborted();
    const headers = new Headers(init?.headers);
    const { status, body } = await route(url, {
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      authorization: headers.get('authorization'),
    });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  const createXMLHttpRequest = () =>
    new FakeXMLHttpRequest(route, (url) => requests.push(url)) as unknown as XMLHttpRequest;
  return Object.assign(
    createLomiClient({ baseURL: 'https://lomi.test', fetch, createXMLHttpRequest, retries: 0, ...options }),
    { requests },
  );
}

type ProgressListener = ((event: ProgressEvent) => void) | null;

/** The part of XMLHttpRequest that `sendForm` uses, answering from a fake route. */
class FakeXMLHttpRequest {
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ProgressListener; onload: ProgressListener } = { onprogress: null, onload: null };
  onload: ProgressListener = null;
  onerror: ProgressListener = null;
  onabort: ProgressListener = null;
  private method = 'GET';
  private url = '';
  private authorization: string | null = null;
  private done = false;
  private readonly route: FakeRoute;
  private readonly record: (url: URL) => void;

  constructor(route: FakeRoute, record: (url: URL) => void) {
    this.route = route;
    this.record = record;
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    if (name.toLowerCase() === 'authorization') this.authorization = value;
  }

  getResponseHeader(name: string): string | null {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }

  abort(): void {
    if (this.done) return;
    this.done = true;
    this.onabort?.(progressEvent(0, 0));
  }

  send(form: FormData): void {
    const url = new URL(this.url);
    this.record(url);
    const total = formSize(form);
    void (async () => {
      await Promise.resolve();
      if (this.done) return;
      this.upload.onprogress?.(progressEvent(Math.floor(total / 2), total));
      const answer = this.route(url, {
        method: this.method,
        body: undefined,
        form,
        authorization: this.authorization,
      });
      this.upload.onload?.(progressEvent(total, total));
      const { status, body } = await answer;
      if (this.done) return;
      this.done = true;
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.(progressEvent(0, 0));
    })();
  }
}

function progressEvent(loaded: number, total: number): ProgressEvent {
  return { lengthComputable: total > 0, loaded, total } as ProgressEvent;
}

/** About the size of the multipart body: each field's name and value or file size. */
function formSize(form: FormData): number {
  let size = 0;
  form.forEach((value, name) => {
    size += name.length + 100 + (typeof value === 'string' ? value.length : value.size);
  });
  return size;
}
