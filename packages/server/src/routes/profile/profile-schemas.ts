import type { AccountProfile, UserStats } from '@lomi/core';
import { z } from 'zod';
import { shapeOf } from '../../http/response-schema.ts';

/** §3 profile of the signed-in user (`GET /api/me/profile/`). */
export const accountProfileSchema = shapeOf<AccountProfile>()(
  z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string().nullable(),
    full_name: z.string(),
    phone: z.string().nullable().describe('`+251…` for phone accounts, else usually null.'),
    auth_type: z.enum(['password', 'phone_otp', 'google']),
    role: z
      .enum(['user', 'operator'])
      .describe("`operator` for Lomi's team, who may open the console; everyone else `user`."),
  }),
);

/** The profile's stat tiles; amounts in minor units. */
export const userStatsSchema = shapeOf<UserStats>()(
  z.object({
    campaigns: z.number().int(),
    etbDonatedAmount: z.number().int(),
    usdDonatedAmount: z.number().int(),
    donations: z.number().int(),
  }),
);
