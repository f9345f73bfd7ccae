import { API_ERROR_CODES } from '@lomi/core';
import { z } from 'zod';
import type { ErrorBody } from './error-handler.ts';

/** `{message, code, errors?}`, the body of every error answer (see error-handler.ts). */
export const errorBodySchema = z
  .object({
    message: z.string().describe('For people; the site shows it.'),
    code: z.enum(API_ERROR_CODES).describe('Stable; clients switch on it.'),
    errors: z.record(z.string(), z.string()).optional().describe('A message per refused field.'),
  })
  .meta({ id: 'Error' }) satisfies z.ZodType<ErrorBody>;

/**
 * The error answers of every route, for its `response` schema: 4xx and 5xx are `{message, code, errors?}`.
 * A route whose errors carry more (the payment calls' `invoice_id`) declares its own.
 */
export const errorResponses = { '4xx': errorBodySchema, '5xx': errorBodySchema } as const;
