import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInOperator } from '../../auth/authenticate.ts';
import type { AuditLogRepository } from '../../console/audit-log-repository.ts';
import type { Operators } from '../../console/operators.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { pagedListSchema } from '../../http/paged-list-schema.ts';
import { assertPageInRange, pagedList, pageWindow } from '../../http/paging.ts';
import { invalidField } from '../../errors/api-error.ts';
import {
  auditLogEntrySchema,
  auditLogQuery,
  operatorListSchema,
  operatorParams,
  operatorSchema,
  promoteOperatorBody,
} from './console-schemas.ts';

/**
 * The operator console's foundation (issue 14 #1, #9): operators managing operators, and the audit log.
 * Every route is `auth: 'operator'`: 401 without a token, 403 for a signed-in user who is not an operator.
 */
export const consoleRoutes: FastifyPluginAsyncZod<{
  operators: Operators;
  auditLog: AuditLogRepository;
}> = async (app, { operators, auditLog }) => {
  app.get(
    '/api/console/operators/',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'Every operator',
        response: { 200: operatorListSchema, ...errorResponses },
      },
    },
    async () => operators.list(),
  );

  app.post(
    '/api/console/operators/',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'Make the user with this e-mail address an operator',
        body: promoteOperatorBody,
        response: { 201: operatorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const operator = await operators.promote(signedInOperator(request).id, request.body.email);
      return reply.code(201).send(operator);
    },
  );

  app.delete(
    '/api/console/operators/:userId/',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'Make an operator a user again; answers the operators left',
        params: operatorParams,
        response: { 200: operatorListSchema, ...errorResponses },
      },
    },
    async (request) => {
      await operators.demote(signedInOperator(request).id, request.params.userId);
      return operators.list();
    },
  );

  app.get(
    '/api/console/audit-log/',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'A page of the audit log of operator actions, newest first',
        querystring: auditLogQuery,
        response: { 200: pagedListSchema(auditLogEntrySchema), ...errorResponses },
      },
    },
    async (request) => {
      signedInOperator(request);
      const { page, action, operator, target_type: targetType, target_id: targetId } = request.query;
      if (targetId !== undefined && targetType === undefined) {
        throw invalidField('target_id', 'target_id needs target_type.');
      }
      const { results, count } = await auditLog.page(
        { action, operatorId: operator, targetType, targetId },
        pageWindow(page),
      );
      assertPageInRange(page, count);
      return pagedList(results, count, count);
    },
  );
};
