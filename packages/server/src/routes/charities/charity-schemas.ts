import type { Charity } from '@lomi/core';
import { z } from 'zod';
import { shapeOf } from '../../http/response-schema.ts';

/** A charity (§3). */
export const charitySchema = shapeOf<Charity>()(
  z
    .object({
      id: z.number().int(),
      name: z.string(),
      description: z.string(),
      logo: z.string().nullable(),
      dateCreated: z.string().describe('ISO 8601 timestamp.'),
    })
    .meta({ id: 'Charity' }),
);
