import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CategoryRepository } from '../../categories/category-repository.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { categoryListSchema } from './category-schemas.ts';

export interface CategoryRoutesOptions {
  categories: CategoryRepository;
}

/** GET /api/categories/: the 18 categories of §3, ids 0–17 in order. */
export const categoryRoutes: FastifyPluginAsyncZod<CategoryRoutesOptions> = async (app, { categories }) => {
  app.get(
    '/api/categories/',
    {
      // The list only changes with a migration: browsers and CDNs keep it for an hour.
      config: { cache: 'hour' },
      schema: {
        tags: ['categories'],
        summary: 'The 18 campaign categories',
        response: { 200: categoryListSchema, ...errorResponses },
      },
    },
    async () => {
      const results = await categories.list();
      return { count: results.length, results };
    },
  );
};
