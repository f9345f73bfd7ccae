import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import type { Session } from '@lomi/core';
import { baseURL } from '../playwright.config.ts';

/** The seed's demo accounts (packages/server/src/db/seed/seed-people.ts): a donor, and the owner of
 * approved organizations with campaigns. */
export const DEMO_ACCOUNTS = {
  owner: { email: 'owner@example.com', password: 'lomi-demo-1234' },
  donor: { email: 'donor@example.com', password: 'lomi-demo-1234' },
} as const;

export interface Credentials {
  email: string;
  password: string;
}

/** Signs in through the API with an e-mail address and password. */
export async function logIn(request: APIRequestContext, { email, password }: Credentials): Promise<Session> {
  const response = await request.post('/auth/jwt/login/', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Session;
}

/** Signs the browser in the way the site keeps a session: the `user-token` cookie (§4). */
export async function signInBrowser(context: BrowserContext, session: Session): Promise<void> {
  await context.addCookies([{ name: 'user-token', value: session.access, url: baseURL, sameSite: 'Lax' }]);
}

/** The `Authorization` header of `session`, for API calls made by the test itself. */
export const bearer = (session: Session) => ({ authorization: `Bearer ${session.access}` });

let signUps = 0;

/**
 * A fresh password account made through the API, with its session. `prefix` names the spec in the username,
 * which is unique per process and call (sign-ups are rate-limited per address, so reuse one where you can).
 */
export async function signUp(request: APIRequestContext, prefix: string) {
  signUps += 1;
  const username = `${prefix}${Date.now().toString(36)}x${process.pid}x${signUps}`;
  const credentials = { username, email: `${username}@example.org`, password: 'correct horse battery' };
  const response = await request.post('/auth/signup/', { data: credentials });
  expect(response.status(), await response.text()).toBe(201);
  return { ...credentials, session: (await response.json()) as Session };
}
