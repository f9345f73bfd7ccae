import { AUTO_USERNAME_PREFIX } from '@lomi/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccessTokens } from '../../auth/access-tokens.ts';
import type { AccountRepository } from '../../auth/account-repository.ts';
import type { AccountRateLimits } from '../../auth/account-rate-limits.ts';
import type { OtpCodeRepository } from '../../auth/phone-otp/otp-code-repository.ts';
import type { OtpRules } from '../../auth/phone-otp/otp-rules.ts';
import type { RateLimiter } from '../../http/rate-limiter.ts';
import type { SmsProvider } from '../../auth/sms/sms-provider.ts';
import { ApiError } from '../../errors/api-error.ts';
import { ErrorCodes } from '../../errors/error-codes.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { sessionBody } from './account-bodies.ts';
import { otpRequestAnswerSchema, signInSessionSchema } from './auth-schemas.ts';
import { phoneNumber, toE164 } from './account-fields.ts';

export interface PhoneOtpRoutesOptions {
  accounts: AccountRepository;
  tokens: AccessTokens;
  codes: OtpCodeRepository;
  rules: OtpRules;
  /** Undefined when phone sign-in is disabled (LOMI_SMS_PROVIDER=disabled). */
  sms: SmsProvider | undefined;
  limiter: RateLimiter;
  limits: AccountRateLimits;
}

const lang = z.enum(['en', 'am'], { error: 'must be en or am' }).optional().default('en');
const requestBody = z.object({ phone_number: phoneNumber, lang });
const verifyBody = z.object({
  phone_number: phoneNumber,
  code: z
    .string({ error: 'Enter the code we sent you.' })
    .trim()
    .regex(/^\d{4,8}$/, 'Enter the code we sent you.'),
});

const smsText = {
  en: (code: string, minutes: number) =>
    `Your Lomi sign-in code is ${code}. It expires in ${minutes} minutes. Do not share it with anyone.`,
  am: (code: string, minutes: number) => `የሎሚ መግቢያ ኮድዎ ${code} ነው። በ${minutes} ደቂቃ ውስጥ ያበቃል። ለማንም አያጋሩት።`,
};

const unavailable = () =>
  new ApiError(503, ErrorCodes.signInUnavailable, 'Sign-in with a phone number is not available right now.');

/**
 * Phone sign-in (`auth_type` phone_otp): request a code by SMS, then trade the code for a token. The first
 * sign-in of a number creates its account (username `phone_…`, which clients hide; no e-mail).
 */
export const phoneOtpRoutes: FastifyPluginAsyncZod<PhoneOtpRoutesOptions> = async (
  app,
  { accounts, tokens, codes, rules, sms, limiter, limits },
) => {
  app.post(
    '/auth/otp/request/',
    {
      schema: {
        tags: ['account'],
        summary: 'Send a sign-in code by SMS',
        body: requestBody,
        response: { 202: otpRequestAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!sms) throw unavailable();
      const phone = toE164(request.body.phone_number);
      await limiter.enforce(reply, [
        { scope: 'otp-request', parts: [phone], rule: limits.otpRequest.perPhone },
        { scope: 'otp-request-client', parts: [request.ip], rule: limits.otpRequest.perClient },
      ]);
      const code = await codes.issue(phone);
      const minutes = Math.round(rules.ttlMs / 60_000);
      try {
        await sms.send({ to: phone, text: smsText[request.body.lang](code, minutes) });
      } catch (error) {
        request.log.error({ err: error, provider: sms.id }, 'could not send a sign-in code');
        await codes.revoke(phone);
        throw new ApiError(
          503,
          ErrorCodes.signInUnavailable,
          'We could not send the code. Please try again in a moment.',
        );
      }
      return reply.status(202).send({
        phone_number: request.body.phone_number,
        expires_in: Math.round(rules.ttlMs / 1000),
        code_length: rules.length,
      });
    },
  );

  app.post(
    '/auth/otp/verify/',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign in with the SMS code',
        body: verifyBody,
        response: { 200: signInSessionSchema, 201: signInSessionSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!sms) throw unavailable();
      const phone = toE164(request.body.phone_number);
      await limiter.enforce(reply, [
        { scope: 'otp-verify', parts: [request.ip, phone], rule: limits.otpVerify.perPhone },
        { scope: 'otp-verify-client', parts: [request.ip], rule: limits.otpVerify.perClient },
      ]);
      const check = await codes.check(phone, request.body.code);
      if (check.outcome === 'expired') {
        throw new ApiError(
          401,
          ErrorCodes.codeExpired,
          'This code has expired or was already used. Please request a new code.',
        );
      }
      if (check.outcome === 'wrong') {
        const message =
          check.attemptsLeft > 0
            ? `The code is not correct. ${check.attemptsLeft === 1 ? '1 try' : `${check.attemptsLeft} tries`} left.`
            : 'The code is not correct. Please request a new code.';
        throw new ApiError(401, ErrorCodes.invalidCredentials, message, { code: message });
      }
      let account = await accounts.findByOtpPhone(phone);
      const created = !account;
      if (!account) {
        const username = await accounts.freeUsername(`${AUTO_USERNAME_PREFIX}${request.body.phone_number}`);
        try {
          account = await accounts.create({ username, auth_type: 'phone_otp', phone });
        } catch (error) {
          // The same number signed in twice at once: the other request created the account.
          account = await accounts.findByOtpPhone(phone);
          if (!account) throw error;
        }
      }
      return reply.status(created ? 201 : 200).send({
        ...sessionBody(await tokens.issue(account), account),
        created,
      });
    },
  );
};
