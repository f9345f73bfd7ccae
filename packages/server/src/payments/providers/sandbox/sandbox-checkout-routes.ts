import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../errors/api-error.ts';
import { serverPagePolicy } from '../../../http/security-headers.ts';
import { renderSandboxCheckoutPage } from './sandbox-checkout-page.ts';
import type { SandboxProvider } from './sandbox-provider.ts';

const params = z.object({ invoiceId: z.uuid({ error: 'must be an invoice id (a UUID)' }) });
const actionParams = params.extend({ action: z.enum(['pay', 'cancel']) });
const query = z.object({ lang: z.enum(['en', 'am']).optional() });

/**
 * The sandbox's hosted checkout: GET shows the page, POST …/pay and …/cancel decide the payment, deliver the
 * signed webhook and send the browser to the success or canceled route (303), as a real checkout would.
 */
export const sandboxCheckoutRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxProvider }> = async (
  app,
  { sandbox },
) => {
  // The page's forms post urlencoded bodies that carry nothing we need.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );

  app.get(
    '/sandbox/checkout/:invoiceId',
    { schema: { params, querystring: query } },
    async (request, reply) => {
      const payment = await sandbox.findCheckout(request.params.invoiceId);
      if (!payment) throw notFound('Sandbox checkout', request.params.invoiceId);
      return reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', serverPagePolicy([new URL(payment.success_url).origin]))
        .type('text/html; charset=utf-8')
        .send(renderSandboxCheckoutPage(payment, request.query.lang ?? 'en'));
    },
  );

  app.post(
    '/sandbox/checkout/:invoiceId/:action',
    { schema: { params: actionParams, querystring: query } },
    async (request, reply) => {
      const next = await sandbox.completeCheckout(request.params.invoiceId, request.params.action);
      if (!next) throw notFound('Sandbox checkout', request.params.invoiceId);
      return reply.redirect(next.redirectUrl, 303);
    },
  );
};
