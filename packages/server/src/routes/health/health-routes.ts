import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HealthRepository } from '../../health/health-repository.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { healthSchema } from './health-schemas.ts';
import serverPackage from '../../../package.json' with { type: 'json' };

export interface HealthRoutesOptions {
  health: HealthRepository;
}

/** GET /api/health: 200 `{status:'ok', database:'ok', version}`, or 503 when the database does not answer. */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { health }) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database answer',
        response: { 200: healthSchema, ...errorResponses, 503: healthSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await health.ping();
        return { status: 'ok', database: 'ok', version: serverPackage.version };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply
          .status(503)
          .send({ status: 'error', database: 'unreachable', version: serverPackage.version });
      }
    },
  );
};
