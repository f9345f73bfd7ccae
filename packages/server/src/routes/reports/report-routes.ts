import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, notFound } from '../../errors/api-error.ts';
import { ErrorCodes } from '../../errors/error-codes.ts';
import type { CampaignRepository } from '../campaigns/campaign-repository.ts';
import type { OrganizationRepository } from '../organizations/organization-repository.ts';
import { readReportRateLimit, type ReportRateLimit } from './report-rate-limit.ts';
import type { ReportRepository } from './report-repository.ts';
import { newReportBody } from './report-schemas.ts';

export interface ReportRoutesOptions {
  reports: ReportRepository;
  campaigns: CampaignRepository;
  organizations: OrganizationRepository;
  /** Reports per client and window; read from the environment when left out. */
  rateLimit?: ReportRateLimit;
}

/** PostgreSQL's foreign_key_violation: the target was deleted between the check and the insert. */
const isForeignKeyViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';

/**
 * POST /api/reports/: anyone may report a public campaign or organization (§2 report form, §6). Limited
 * per client IP (behind a proxy, set TRUST_PROXY so that is the visitor's address); the counters live in
 * the process, so each instance behind a load balancer counts on its own.
 */
export const reportRoutes: FastifyPluginAsyncZod<ReportRoutesOptions> = async (
  app,
  { reports, campaigns, organizations, rateLimit: limit = readReportRateLimit() },
) => {
  // `global: false`: only routes that ask for it (this one) are limited, not the rest of the API.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        429,
        ErrorCodes.rateLimited,
        `Too many reports from your connection. Please try again in ${context.after}.`,
      ),
  });

  app.post(
    '/api/reports/',
    {
      schema: { body: newReportBody },
      config: { rateLimit: { max: limit.max, timeWindow: limit.windowMs } },
    },
    async (request, reply) => {
      const body = request.body;
      const target =
        body.target_type === 'campaign'
          ? { what: 'Campaign', id: body.campaign_id as number, exists: campaigns }
          : { what: 'Organization', id: body.organization_id as number, exists: organizations };
      if (!(await target.exists.existsPublic(target.id))) throw notFound(target.what, target.id);
      try {
        return reply.status(201).send(await reports.insert(body));
      } catch (error) {
        if (isForeignKeyViolation(error)) throw notFound(target.what, target.id);
        throw error;
      }
    },
  );
};
