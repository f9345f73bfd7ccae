import type {
  AccountUser,
  ChangePasswordAnswer,
  DeleteAccountAnswer,
  LogoutAnswer,
  OtpRequestAnswer,
  Session,
  SignInSession,
} from '@lomi/core';
import { z } from 'zod';
import { shapeOf } from '../../http/response-schema.ts';
import {
  email,
  fullName,
  namePart,
  optionalEmail,
  password,
  passwordAttempt,
  PASSWORD_MISMATCH,
  username,
} from './account-fields.ts';

/** `POST /auth/signup/`: a password account. `re_password`, when sent, must repeat the password (§5). */
export const signupBody = z
  .object({
    username,
    email,
    password,
    re_password: z.string({ error: 'must be text' }).optional(),
    firstname: namePart('First name').optional().default(''),
    lastname: namePart('Last name').optional().default(''),
    full_name: fullName.optional().default(''),
  })
  .refine((body) => body.re_password === undefined || body.re_password === body.password, {
    message: PASSWORD_MISMATCH,
    path: ['re_password'],
  });

/** `POST /auth/jwt/login/`: the e-mail address or username (as `email`, `username` or `identifier`). */
export const loginBody = z
  .object({
    identifier: z.string({ error: 'must be text' }).trim().max(254).optional(),
    email: z.string({ error: 'must be text' }).trim().max(254).optional(),
    username: z.string({ error: 'must be text' }).trim().max(254).optional(),
    password: passwordAttempt,
  })
  .transform((body) => ({
    identifier: body.identifier || body.email || body.username || '',
    password: body.password,
  }))
  .refine((body) => body.identifier !== '', {
    message: 'Please enter your e-mail address or username.',
    path: ['email'],
  });

/** `PATCH /auth/user/`: any of the §3 User fields; an empty e-mail removes it. */
export const userPatchBody = z.object({
  username: username.optional(),
  email: optionalEmail.optional(),
  firstname: namePart('First name').optional(),
  lastname: namePart('Last name').optional(),
  full_name: fullName.optional(),
});

/** `PATCH /api/me/profile/` (§7: email, username, full_name). */
export const profilePatchBody = userPatchBody.pick({ username: true, email: true, full_name: true });

/** `POST /users/changepassword`: the current password (unless the account has none yet) and a new one. */
export const changePasswordBody = z
  .object({
    old_password: passwordAttempt.optional(),
    new_password: password,
    re_new_password: z.string({ error: 'must be text' }).optional(),
  })
  .refine((body) => body.re_new_password === undefined || body.re_new_password === body.new_password, {
    message: PASSWORD_MISMATCH,
    path: ['re_new_password'],
  });

/** §3 User, as `GET /auth/user/` answers and every sign-in returns. */
export const accountUserSchema = shapeOf<AccountUser>()(
  z
    .object({
      id: z.number().int(),
      username: z.string(),
      email: z.string().nullable(),
      firstname: z.string(),
      lastname: z.string(),
      full_name: z.string(),
    })
    .meta({ id: 'AccountUser' }),
);

const sessionShape = {
  access: z.string().describe('The bearer token.'),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().describe('Seconds until `access` expires.'),
  user: accountUserSchema,
};

/** What a password sign-up or sign-in answers. */
export const sessionSchema = shapeOf<Session>()(z.object(sessionShape).meta({ id: 'Session' }));

/** What phone and Google sign-in answer: a session, and whether this sign-in created the account. */
export const signInSessionSchema = shapeOf<SignInSession>()(
  z.object({ ...sessionShape, created: z.boolean() }).meta({ id: 'SignInSession' }),
);

/** Answer of `POST /users/changepassword`: a fresh token (every other session has ended). */
export const changePasswordAnswerSchema = shapeOf<ChangePasswordAnswer>()(
  z.object({
    message: z.string(),
    access: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int(),
  }),
);

/** Answer of sign-out and of account deletion: what happened, for people. */
export const doneMessageSchema = shapeOf<LogoutAnswer & DeleteAccountAnswer>()(
  z.object({ message: z.string() }),
);

/** Answer of `POST /auth/otp/request/` (202): the code was sent. */
export const otpRequestAnswerSchema = shapeOf<OtpRequestAnswer>()(
  z.object({
    phone_number: z.string(),
    expires_in: z.number().int().describe('Seconds the code stays valid.'),
    code_length: z.number().int(),
  }),
);
