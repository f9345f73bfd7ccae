import type { PublicUserInfo } from '@lomi/core';
import { z } from 'zod';
import { shapeOf } from '../../http/response-schema.ts';

/** What may be shown of yourself or of an approved organization's owner (`GET /users/info/{id}`). */
export const publicUserInfoSchema = shapeOf<PublicUserInfo>()(
  z.object({
    id: z.number().int(),
    username: z.string().nullable().describe('Null when the server made it up (phone accounts).'),
    full_name: z.string(),
    date_joined: z.string().describe('ISO 8601 timestamp.'),
  }),
);
