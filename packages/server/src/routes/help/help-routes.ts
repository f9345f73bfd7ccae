import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limitPerClient, type ClientRateLimit } from '../../http/client-rate-limit.ts';
import type { RateLimiter, RateRule } from '../../http/rate-limiter.ts';
import type { HelpQuestionRepository } from '../../help/help-repository.ts';
import { newHelpQuestionBody, submittedHelpQuestionSchema } from './help-schemas.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';

export interface HelpRoutesOptions {
  questions: HelpQuestionRepository;
  /** Counts the questions of each client (in the database, shared by every instance). */
  limiter: RateLimiter;
  /** Questions per client and window (LOMI_HELP_RATE_LIMIT_*; 5 per 10 minutes by default). */
  rateLimit: RateRule;
}

// 5 questions per 10 minutes by default: enough for a person with follow-ups, too few to flood the team's inbox.
const questionLimit: ClientRateLimit = {
  scope: 'help-question',
  message: (wait) => `Too many questions from your connection. Please try again in ${wait}.`,
};

/**
 * POST /api/help/questions/: anyone may ask Lomi's team a question (§2 /help and /faq forms, §6 "help"). The
 * spec names no path (its site only showed a thank-you); this one follows the API's `/api/<things>/` style.
 * Limited per client address (`LOMI_HELP_RATE_LIMIT_MAX` / `_WINDOW_MS`).
 */
export const helpRoutes: FastifyPluginAsyncZod<HelpRoutesOptions> = async (
  app,
  { questions, limiter, rateLimit },
) => {
  app.post(
    '/api/help/questions/',
    {
      schema: {
        tags: ['help'],
        summary: "Ask Lomi's team a question",
        body: newHelpQuestionBody,
        response: { 201: submittedHelpQuestionSchema, ...errorResponses },
      },
      onRequest: limitPerClient(limiter, questionLimit, rateLimit),
    },
    async (request, reply) => reply.status(201).send(await questions.insert(request.body)),
  );
};
