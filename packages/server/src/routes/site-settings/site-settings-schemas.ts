import type { SiteSettings } from '@lomi/core';
import { z } from 'zod';
import { shapeOf } from '../../http/response-schema.ts';

/**
 * Answer of `GET /api/site-settings/`: the footer's contact details, the home page's partner links and whether
 * self-service creation is on.
 */
export const siteSettingsSchema = shapeOf<SiteSettings>()(
  z.object({
    contact: z.object({
      email: z.string().nullable(),
      phone: z.string().nullable(),
      address: z.object({ en: z.string(), am: z.string() }).nullable(),
    }),
    partners: z.array(z.object({ name: z.string(), url: z.string() })),
    demo: z
      .array(z.enum(['email', 'phone', 'address', 'partners']))
      .describe('The items above that are demo defaults, not the operator’s own.'),
    selfServiceCreation: z
      .boolean()
      .describe(
        'Whether the create-organization and create-campaign buttons are enabled (LOMI_SELF_SERVICE_CREATION); ' +
          "off, they show 'coming soon'.",
      ),
  }),
);
