import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../auth/authenticate.ts';
import { notFound } from '../../errors/api-error.ts';
import { assertPageInRange, pagedList, pageWindow } from '../../http/paging.ts';
import { idParams, pageParam } from '../../http/query-params.ts';
import type { NotificationRepository } from '../../notifications/notification-repository.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { pagedListSchema } from '../../http/paged-list-schema.ts';
import { markAllReadSchema, notificationSchema, unreadCountSchema } from './notification-schemas.ts';

/**
 * §7 notifications of the signed-in user: the paged list, one, the unread count, mark one or all as read.
 * Another user's notification answers 404, like one that does not exist.
 */
export const notificationRoutes: FastifyPluginAsyncZod<{ notifications: NotificationRepository }> = async (
  app,
  { notifications },
) => {
  // The mark-as-read calls carry no body, yet JSON clients often still send `content-type: application/json`
  // (Fastify would refuse the empty body): nothing here reads a body, so any is accepted and ignored.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', (_request, _payload, done) => done(null, undefined));

  app.get(
    '/api/notifications/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['notifications'],
        summary: 'A page of my notifications, newest first',
        querystring: z.object({ page: pageParam }),
        response: { 200: pagedListSchema(notificationSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { page } = request.query;
      const { results, count } = await notifications.page(signedInUser(request).id, pageWindow(page));
      assertPageInRange(page, count);
      return pagedList(results, count, count);
    },
  );

  app.get(
    '/api/notifications/count/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['notifications'],
        summary: 'How many of my notifications are unread',
        response: { 200: unreadCountSchema, ...errorResponses },
      },
    },
    async (request) => ({ count: await notifications.unreadCount(signedInUser(request).id) }),
  );

  app.get(
    '/api/notifications/:id/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['notifications'],
        summary: 'One of my notifications',
        params: idParams,
        response: { 200: notificationSchema, ...errorResponses },
      },
    },
    async (request) => {
      const notification = await notifications.find(signedInUser(request).id, request.params.id);
      if (!notification) throw notFound('Notification', request.params.id);
      return notification;
    },
  );

  app.post(
    '/api/notifications/mark-all-as-read/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark all my notifications as read',
        response: { 200: markAllReadSchema, ...errorResponses },
      },
    },
    async (request) => ({ updated: await notifications.markAllRead(signedInUser(request).id) }),
  );

  app.post(
    '/api/notifications/mark-as-read/:id/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of my notifications as read',
        params: idParams,
        response: { 200: notificationSchema, ...errorResponses },
      },
    },
    async (request) => {
      const notification = await notifications.markRead(signedInUser(request).id, request.params.id);
      if (!notification) throw notFound('Notification', request.params.id);
      return notification;
    },
  );
};
