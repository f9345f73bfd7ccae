import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RawWebhook } from '../../../src/payments/payment-provider.ts';

/** A loopback endpoint standing in for our webhook route: it keeps each delivery exactly as received. */
export interface WebhookReceiver {
  url: string;
  deliveries: RawWebhook[];
  /** Resolves with the next delivery (or one already waiting). */
  next(): Promise<RawWebhook>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const deliveries: RawWebhook[] = [];
  let read = 0;
  const waiters: Array<(delivery: RawWebhook) => void> = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const delivery: RawWebhook = { headers: incoming.headers, rawBody: Buffer.concat(chunks) };
      deliveries.push(delivery);
      const waiter = waiters.shift();
      if (waiter) {
        read += 1;
        waiter(delivery);
      }
      outgoing.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/webhooks`,
    deliveries,
    next() {
      const waiting = deliveries[read];
      if (waiting) {
        read += 1;
        return Promise.resolve(waiting);
      }
      return new Promise((resolve) => waiters.push(resolve));
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

/** POSTs a webhook the way a provider does: JSON bytes exactly as signed. */
export async function deliverWebhook(
  url: string,
  rawBody: string,
  headers: Record<string, string>,
): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: rawBody,
  });
  await response.arrayBuffer();
}
