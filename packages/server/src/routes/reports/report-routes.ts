import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors/api-error.ts';
import { limitPerClient, type ClientRateLimit } from '../../http/client-rate-limit.ts';
import type { RateLimiter, RateRule } from '../../http/rate-limiter.ts';
import type { CampaignRepository } from '../../campaigns/campaign-repository.ts';
import type { OrganizationRepository } from '../../organizations/organization-repository.ts';
import type { ReportRepository } from '../../reports/report-repository.ts';
import { newReportBody, submittedReportSchema } from './report-schemas.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';

export interface ReportRoutesOptions {
  reports: ReportRepository;
  campaigns: CampaignRepository;
  organizations: OrganizationRepository;
  /** Counts the reports of each client (in the database, shared by every instance). */
  limiter: RateLimiter;
  /** Reports per client and window (LOMI_REPORT_RATE_LIMIT_*; 5 per 10 minutes by default). */
  rateLimit: RateRule;
}

// 5 reports per 10 minutes by default: plenty for a person, too few to flood the moderators' queue.
const reportLimit: ClientRateLimit = {
  scope: 'report',
  message: (wait) => `Too many reports from your connection. Please try again in ${wait}.`,
};

/** PostgreSQL's foreign_key_violation: the target was deleted between the check and the insert. */
const isForeignKeyViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';

/**
 * POST /api/reports/: anyone may report a public campaign or organization (§2 report form, §6). Limited
 * per client address (`LOMI_REPORT_RATE_LIMIT_MAX` / `_WINDOW_MS`).
 */
export const reportRoutes: FastifyPluginAsyncZod<ReportRoutesOptions> = async (
  app,
  { reports, campaigns, organizations, limiter, rateLimit },
) => {
  app.post(
    '/api/reports/',
    {
      schema: {
        tags: ['reports'],
        summary: 'Report a campaign or an organization',
        body: newReportBody,
        response: { 201: submittedReportSchema, ...errorResponses },
      },
      onRequest: limitPerClient(limiter, reportLimit, rateLimit),
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
