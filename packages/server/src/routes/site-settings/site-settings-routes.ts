import type { SiteSettings } from '@lomi/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { siteSettingsSchema } from './site-settings-schemas.ts';

export interface SiteSettingsRoutesOptions {
  settings: SiteSettings;
}

/**
 * GET /api/site-settings/: the deployment's contact details, partner links and self-service setting,
 * public, for the site's footer and home page. They change only with a restart, so caches may keep them.
 */
export const siteSettingsRoutes: FastifyPluginAsyncZod<SiteSettingsRoutesOptions> = async (
  app,
  { settings },
) => {
  app.get(
    '/api/site-settings/',
    {
      config: { cache: 'minutes' },
      schema: {
        tags: ['site settings'],
        summary: "The deployment's contact details and partner links",
        response: { 200: siteSettingsSchema, ...errorResponses },
      },
    },
    async () => {
      return settings;
    },
  );
};
