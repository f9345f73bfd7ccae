import { z } from 'zod';

const dependencyState = z.enum(['up', 'down']);

/** Answer of `GET /api/health`: 200 when every dependency is up, 503 naming the ones that are down. */
export const healthSchema = z
  .object({
    status: z
      .enum(['ok', 'error'])
      .describe('`ok` (200) when every dependency is up, `error` (503) otherwise.'),
    database: dependencyState.describe('Whether the database answered a query in time.'),
    media: dependencyState.describe('Whether the media store (local folder or S3 bucket) answered in time.'),
    message: z
      .string()
      .optional()
      .describe('With `error` only: the dependencies that are down, in a sentence for people.'),
    version: z.string().describe("The server package's version."),
  })
  .meta({ id: 'Health' });
