import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkDependencies,
  type Dependency,
  type DependencyCheck,
  type DependencyStates,
} from '../../health/dependency-checks.ts';
import type { HealthRepository } from '../../health/health-repository.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { healthSchema } from './health-schemas.ts';
import serverPackage from '../../../package.json' with { type: 'json' };

export interface HealthRoutesOptions {
  health: HealthRepository;
  /** The media store (`BlobStore`): its `check()` resolves when blobs can be written and read. */
  media: { check: DependencyCheck };
  /** How long each check may take (health/dependency-checks.ts's default otherwise). */
  timeoutMs?: number;
}

const LABELS: Record<Dependency, string> = { database: 'the database', media: 'the media store' };

/** "The database does not answer.", "The database and the media store do not answer." */
function downMessage(states: DependencyStates): string {
  const down = (Object.keys(states) as Dependency[]).filter((name) => states[name] === 'down');
  const names = down.map((name) => LABELS[name]).join(' and ');
  return `${names.charAt(0).toUpperCase()}${names.slice(1)} ${down.length > 1 ? 'do' : 'does'} not answer.`;
}

/**
 * GET /api/health: each dependency `up` or `down`, 200 when all are up, 503 naming those that are down.
 * Each check is bounded by a short timeout, so a hung database or bucket answers `down`, never a hang.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { health, media, timeoutMs },
) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the server, its database and its media store answer',
        response: { 200: healthSchema, ...errorResponses, 503: healthSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const states = await checkDependencies(
        { database: () => health.ping(), media: () => media.check() },
        { ...(timeoutMs === undefined ? {} : { timeoutMs }), logger: request.log },
      );
      const version = serverPackage.version;
      if (states.database === 'up' && states.media === 'up')
        return { status: 'ok' as const, ...states, version };
      return reply.status(503).send({ status: 'error', ...states, message: downMessage(states), version });
    },
  );
};
