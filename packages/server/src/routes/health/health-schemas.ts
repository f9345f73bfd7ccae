import { z } from 'zod';

/** Answer of `GET /api/health` (200 when the database answers, 503 when it does not). */
export const healthSchema = z.object({
  status: z.string().describe('`ok`, or `error` (503).'),
  database: z.string().describe('`ok`, or `unreachable` (503).'),
  version: z.string().describe("The server package's version."),
});
