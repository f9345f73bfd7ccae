import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../errors/api-error.ts';
import { ErrorCodes } from '../../errors/error-codes.ts';
import { readHelpRateLimit, type HelpRateLimit } from './help-rate-limit.ts';
import type { HelpQuestionRepository } from './help-repository.ts';
import { newHelpQuestionBody } from './help-schemas.ts';

export interface HelpRoutesOptions {
  questions: HelpQuestionRepository;
  /** Questions per client and window; read from the environment when left out. */
  rateLimit?: HelpRateLimit;
}

/**
 * POST /api/help/questions/: anyone may ask Lomi's team a question (§2 /help and /faq forms, §6 "help"). The
 * spec names no path (its site only showed a thank-you); this one follows the API's `/api/<things>/` style.
 * Limited per client IP like reports, with counters in the process (each instance counts on its own).
 */
export const helpRoutes: FastifyPluginAsyncZod<HelpRoutesOptions> = async (
  app,
  { questions, rateLimit: limit = readHelpRateLimit() },
) => {
  // `global: false`: only this route is limited, not the rest of the API.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        429,
        ErrorCodes.rateLimited,
        `Too many questions from your connection. Please try again in ${context.after}.`,
      ),
  });

  app.post(
    '/api/help/questions/',
    {
      schema: { body: newHelpQuestionBody },
      config: { rateLimit: { max: limit.max, timeWindow: limit.windowMs } },
    },
    async (request, reply) => reply.status(201).send(await questions.insert(request.body)),
  );
};
