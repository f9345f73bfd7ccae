import type { Category, CategoryList } from '@lomi/core';
import { z } from 'zod';
import { shapeOf } from '../../http/response-schema.ts';

/** §3 Category (ids 0–17). */
export const categorySchema = shapeOf<Category>()(
  z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'Category' }),
);

/** Answer of `GET /api/categories/`. */
export const categoryListSchema = shapeOf<CategoryList>()(
  z.object({ count: z.number().int(), results: z.array(categorySchema) }),
);
