import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInOperator } from '../../auth/authenticate.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import type { HelpInbox } from '../../help/help-inbox.ts';
import { pagedListSchema } from '../../http/paged-list-schema.ts';
import { assertPageInRange, pagedList, pageWindow } from '../../http/paging.ts';
import type { ReportInbox } from '../../reports/report-inbox.ts';
import {
  consoleHelpQuestionSchema,
  consoleReportSchema,
  helpQuestionListQuery,
  inboxItemParams,
  reportListQuery,
  resolveHelpQuestionBody,
  resolveReportBody,
} from './console-inbox-schemas.ts';

/**
 * The console's inboxes (issue 14 #6): reports of campaigns and organizations, and help questions, each
 * listed (open or resolved, paged) and resolved with a note; a report's resolution can unpublish the
 * campaign or suspend the organization in the same step. Operators only.
 */
export const consoleInboxRoutes: FastifyPluginAsyncZod<{
  reports: ReportInbox;
  helpQuestions: HelpInbox;
}> = async (app, { reports, helpQuestions }) => {
  app.get(
    '/api/console/reports/',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'A page of reports, open or resolved, with their targets',
        querystring: reportListQuery,
        response: { 200: pagedListSchema(consoleReportSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { page, status, target_type: targetType } = request.query;
      const { results, count } = await reports.page({ status, targetType }, pageWindow(page));
      assertPageInRange(page, count);
      return pagedList(results, count, count);
    },
  );

  app.get(
    '/api/console/reports/:id/',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'One report with its target, its reporter and its resolution',
        params: inboxItemParams,
        response: { 200: consoleReportSchema, ...errorResponses },
      },
    },
    async (request) => reports.get(request.params.id),
  );

  app.post(
    '/api/console/reports/:id/resolve/',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'Resolve a report with a note and an action (unpublish, suspend)',
        params: inboxItemParams,
        body: resolveReportBody,
        response: { 200: consoleReportSchema, ...errorResponses },
      },
    },
    async (request) => reports.resolve(signedInOperator(request).id, request.params.id, request.body),
  );

  app.get(
    '/api/console/help-questions/',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'A page of help questions, open (newest first) or resolved',
        querystring: helpQuestionListQuery,
        response: { 200: pagedListSchema(consoleHelpQuestionSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { page, status } = request.query;
      const { results, count } = await helpQuestions.page(status, pageWindow(page));
      assertPageInRange(page, count);
      return pagedList(results, count, count);
    },
  );

  app.post(
    '/api/console/help-questions/:id/resolve/',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'Mark a help question answered (by e-mail), with a note',
        params: inboxItemParams,
        body: resolveHelpQuestionBody,
        response: { 200: consoleHelpQuestionSchema, ...errorResponses },
      },
    },
    async (request) =>
      helpQuestions.resolve(signedInOperator(request).id, request.params.id, request.body.note),
  );
};
