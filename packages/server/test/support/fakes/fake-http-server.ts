import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake saw it: the raw body is kept because signatures and form encoding need it. */
export interface FakeRequest {
  method: string;
  /** Path and query, e.g. `/v1/charges?type=telebirr`. */
  url: URL;
  headers: IncomingMessage['headers'];
  rawBody: Buffer;
}

export interface FakeResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** How the next request(s) should misbehave, whatever they are. */
export type FailureKnob =
  /** Answer 500 with the provider's error body. */
  | { kind: 'server-error' }
  /** Handle the request (it takes effect) but never answer: the client's timeout decides. */
  | { kind: 'hang-after-commit' }
  /** Never answer and do nothing. */
  | { kind: 'hang' }
  /** Handle the request, then answer 200 with a body that is not JSON (a proxy's error page). */
  | { kind: 'malformed-after-commit' };

export interface FakeHttpServer {
  /** Origin such as `http://127.0.0.1:43121`. */
  url: string;
  port: number;
  /** Every request received, in order. */
  requests: FakeRequest[];
  /** Makes the next `count` requests fail as `knob` says. */
  failNext(knob: FailureKnob, count?: number): void;
  close(): Promise<void>;
}

/**
 * Starts a provider stand-in on 127.0.0.1 with an OS-chosen port (loopback only: no test reaches a real host).
 * `handle` answers; `serverError` words a 500 the way the provider does.
 */
export async function startFakeHttpServer(
  handle: (request: FakeRequest) => FakeResponse | Promise<FakeResponse>,
  serverError: () => unknown,
): Promise<FakeHttpServer> {
  const requests: FakeRequest[] = [];
  const knobs: FailureKnob[] = [];
  const hanging = new Set<ServerResponse>();

  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: FakeRequest = {
        method: incoming.method ?? 'GET',
        url: new URL(incoming.url ?? '/', 'http://127.0.0.1'),
        headers: incoming.headers,
        rawBody: Buffer.concat(chunks),
      };
      requests.push(request);
      const knob = knobs.shift();
      if (knob?.kind === 'hang') {
        hanging.add(outgoing);
        return;
      }
      if (knob?.kind === 'server-error') {
        send(outgoing, { status: 500, body: serverError() });
        return;
      }
      Promise.resolve(handle(request)).then(
        (response) => {
          if (knob?.kind === 'hang-after-commit') hanging.add(outgoing);
          else if (knob?.kind === 'malformed-after-commit') {
            outgoing.writeHead(200, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>');
          } else send(outgoing, response);
        },
        (error: unknown) => send(outgoing, { status: 500, body: { message: String(error) } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    failNext(knob, count = 1) {
      for (let index = 0; index < count; index += 1) knobs.push(knob);
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

function send(outgoing: ServerResponse, response: FakeResponse): void {
  outgoing.writeHead(response.status, { 'content-type': 'application/json', ...response.headers });
  outgoing.end(JSON.stringify(response.body));
}
