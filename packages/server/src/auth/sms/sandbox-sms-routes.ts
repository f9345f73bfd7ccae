import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendRouteNotFound } from '../../errors/error-handler.ts';
import { isLoopbackAddress } from '../../http/address-ranges.ts';
import { phoneNumberField } from '../../http/phone-number-field.ts';
import { serverPagePolicy } from '../../http/security-headers.ts';
import { renderSandboxSmsPage } from './sandbox-sms-page.ts';
import type { SandboxSmsProvider } from './sandbox-sms-provider.ts';

/** The inbox as JSON (`GET /sandbox/sms/messages`), for scripts and end-to-end tests. */
const sandboxSmsMessagesSchema = z.object({
  results: z.array(z.object({ to: z.string(), text: z.string(), sent: z.string() })),
});

const query = z.object({
  lang: z.enum(['en', 'am'], { error: 'must be en or am' }).optional(),
  to: phoneNumberField('must be +251 followed by 9 digits', 'required', z.string()).optional(),
});

// Headers a proxy adds about the client it forwards for (nginx's X-Real-IP, CDNs' client-IP headers, Via).
const proxyHeaders = [
  'forwarded',
  'via',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
];

/**
 * The SMS sandbox's dev inbox: GET /sandbox/sms is the page, GET /sandbox/sms/messages the same as JSON for
 * scripts and end-to-end tests. `?to=+251…` keeps one recipient's messages. Every sign-in code is in it, so
 * it exists only when asked for (LOMI_SMS_SANDBOX_INBOX=1; the sandbox itself refuses NODE_ENV=production)
 * and answers only on the machine itself: a loopback connection that no proxy forwarded. Anyone else, and
 * everyone when it is off, gets the 404 of a path that does not exist.
 */
export const sandboxSmsRoutes: FastifyPluginAsyncZod<{ sms: SandboxSmsProvider }> = async (app, { sms }) => {
  if (!sms.inbox) return;
  app.addHook('onRequest', async (request, reply) => {
    // The socket's peer, never request.ip (behind a trusted proxy, that is read from X-Forwarded-For). A
    // reverse proxy on this machine connects from loopback too, so anything a proxy marks is refused as well.
    const forwarded = proxyHeaders.some((name) => request.headers[name] !== undefined);
    if (forwarded || !isLoopbackAddress(request.socket.remoteAddress))
      return sendRouteNotFound(request, reply);
  });

  app.get('/sandbox/sms', { schema: { querystring: query } }, async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', serverPagePolicy())
      .type('text/html; charset=utf-8')
      .send(renderSandboxSmsPage(sms.messages(request.query.to), request.query.lang ?? 'en')),
  );

  app.get(
    '/sandbox/sms/messages',
    { schema: { querystring: query, response: { 200: sandboxSmsMessagesSchema } } },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send({
        results: sms.messages(request.query.to).map((message) => ({
          to: message.to,
          text: message.text,
          sent: message.sentAt.toISOString(),
        })),
      }),
  );
};
