import { visibleUsername } from '@lomi/core';
import type { IssuedToken } from '../../auth/access-tokens.ts';
import type { AccountRow, AuthType } from '../../auth/account-repository.ts';
import type { UserRole } from '../../db/schema.ts';

/** §3 User, as `GET /auth/user/` answers. */
export interface UserBody {
  id: number;
  username: string;
  email: string | null;
  firstname: string;
  lastname: string;
  full_name: string;
}

/** §3 profile, as `GET /api/me/profile/` answers. */
export interface ProfileBody {
  id: number;
  username: string;
  email: string | null;
  full_name: string;
  phone: string | null;
  auth_type: AuthType;
  role: UserRole;
}

/** What every sign-in answers: the bearer token, its lifetime, and the user. */
export interface SessionBody extends IssuedToken {
  token_type: 'Bearer';
  user: UserBody;
}

/** The profile's full name, else the first and last names. */
const displayName = (account: AccountRow) =>
  account.full_name || [account.firstname, account.lastname].filter(Boolean).join(' ');

export function userBody(account: AccountRow): UserBody {
  return {
    id: account.id,
    username: account.username,
    email: account.email,
    firstname: account.firstname,
    lastname: account.lastname,
    full_name: displayName(account),
  };
}

/** The profile of `account`, whose role (read with the session on this request) is `role`. */
export function profileBody(account: AccountRow, role: UserRole): ProfileBody {
  return {
    id: account.id,
    username: account.username,
    email: account.email,
    full_name: displayName(account),
    phone: account.phone,
    auth_type: account.auth_type,
    role,
  };
}

export function sessionBody(token: IssuedToken, account: AccountRow): SessionBody {
  return { ...token, token_type: 'Bearer', user: userBody(account) };
}

/** What others may see of a user: no contact details, and no made-up username. */
export function publicUserBody(account: AccountRow) {
  return {
    id: account.id,
    username: visibleUsername(account.username),
    full_name: displayName(account),
    date_joined: account.created_at.toISOString(),
  };
}
