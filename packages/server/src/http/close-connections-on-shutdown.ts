import type { FastifyInstance } from 'fastify';

/**
 * Once the app starts closing, every answer still on its way out says `Connection: close`. Without it, a
 * request that was in flight when `close()` began (a provider's webhook, a slow read) leaves its keep-alive
 * connection open after the answer, and `close()` waits for Fastify's keep-alive timeout (72 s) before it
 * resolves: a deploy or a restart hangs that long, and so did every test that closed an app a moment after
 * a sandbox callback arrived. Idle connections are already closed by Fastify when closing starts.
 */
export function closeConnectionsOnShutdown(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
