import type { MarkAllReadAnswer, Notification, UnreadCount } from '@lomi/core';
import { z } from 'zod';
import { shapeOf } from '../../http/response-schema.ts';

/** §3 Notification: English `title` and `content`, and `kind` with `params` for clients to word it. */
export const notificationSchema = shapeOf<Notification>()(
  z
    .object({
      id: z.number().int(),
      title: z.string(),
      content: z.string(),
      is_read: z.boolean(),
      created: z.string().describe('ISO 8601 timestamp.'),
      related_campaign: z.object({ id: z.number().int() }).nullable(),
      kind: z.string().nullable().describe('donation_received, goal_reached, … or null.'),
      params: z.record(z.string(), z.unknown()).nullable(),
    })
    .meta({ id: 'Notification' }),
);

/** Answer of `GET /api/notifications/count/`. */
export const unreadCountSchema = shapeOf<UnreadCount>()(z.object({ count: z.number().int() }));

/** Answer of `POST /api/notifications/mark-all-as-read/`: how many were unread. */
export const markAllReadSchema = shapeOf<MarkAllReadAnswer>()(z.object({ updated: z.number().int() }));
