import { z } from 'zod';
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
