import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendRouteNotFound } from '../../errors/error-handler.ts';
import { isLoopbackAddress } from '../../http/address-ranges.ts';
import { renderSandboxSmsPage } from './sandbox-sms-page.ts';
import type { SandboxSmsProvider } from './sandbox-sms-provider.ts';

const query = z.object({
  lang: z.enum(['en', 'am'], { error: 'must be en or am' }).optional(),
  to: z
    .string()
    .regex(/^\+251\d{9}$/, 'must be +251 followed by 9 digits')
    .optional(),
});

/**
 * The SMS sandbox's dev inbox (registered only while the sandbox sends, which it refuses under
 * NODE_ENV=production): GET /sandbox/sms is the page, GET /sandbox/sms/messages the same as JSON for
 * scripts and end-to-end tests. `?to=+251…` keeps one recipient's messages. Every sign-in code is in it, so
 * it answers only on the machine itself (a loopback connection that no proxy forwarded); anyone else gets
 * the 404 of a path that does not exist.
 */
export const sandboxSmsRoutes: FastifyPluginAsyncZod<{ sms: SandboxSmsProvider }> = async (app, { sms }) => {
  app.addHook('onRequest', async (request, reply) => {
    // The socket's peer, never request.ip (behind a trusted proxy, that is read from X-Forwarded-For). A
    // reverse proxy on this machine connects from loopback too, so a forwarded request is refused as well.
    const forwarded =
      request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    if (forwarded || !isLoopbackAddress(request.socket.remoteAddress))
      return sendRouteNotFound(request, reply);
  });

  app.get('/sandbox/sms', { schema: { querystring: query } }, async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderSandboxSmsPage(sms.messages(request.query.to), request.query.lang ?? 'en')),
  );

  app.get('/sandbox/sms/messages', { schema: { querystring: query } }, async (request, reply) =>
    reply.header('cache-control', 'no-store').send({
      results: sms.messages(request.query.to).map((message) => ({
        to: message.to,
        text: message.text,
        sent: message.sentAt.toISOString(),
      })),
    }),
  );
};
