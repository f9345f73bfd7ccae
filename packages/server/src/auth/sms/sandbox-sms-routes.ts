import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
 * scripts and end-to-end tests. `?to=+251…` keeps one recipient's messages.
 */
export const sandboxSmsRoutes: FastifyPluginAsyncZod<{ sms: SandboxSmsProvider }> = async (app, { sms }) => {
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
