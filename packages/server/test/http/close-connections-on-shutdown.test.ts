import Fastify from 'fastify';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { closeConnectionsOnShutdown } from '../../src/http/close-connections-on-shutdown.ts';

/** A keep-alive GET; resolves with the answer's status and Connection header. */
function keepAliveGet(
  port: number,
  path: string,
): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { port, host: '127.0.0.1', path, headers: { connection: 'keep-alive' } },
      (answer) => {
        answer.resume();
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, connection: answer.headers.connection }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('closing the app', () => {
  it('ends the keep-alive connection of an answer that was in flight when closing began', async () => {
    const app = Fastify();
    closeConnectionsOnShutdown(app);
    let arrived!: () => void;
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    let finish!: () => void;
    app.get('/slow', async () => {
      arrived();
      await new Promise<void>((resolve) => (finish = resolve));
      return { ok: true };
    });
    app.get('/quick', async () => ({ ok: true }));
    // The slow answer is finished only once closing has begun.
    app.addHook('preClose', async () => finish());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    expect((await keepAliveGet(port, '/quick')).connection).toBe('keep-alive');
    const answer = keepAliveGet(port, '/slow');
    await inFlight;
    const closed = app.close();
    expect(await answer).toEqual({ status: 200, connection: 'close' });
    // Resolves because the connection is gone, not after Fastify's 72 s keep-alive timeout.
    await closed;
  });
});
