import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingState } from '../shared/status/loading-state.tsx';
import { loginPath, nextPath } from './login-path.ts';
import { useSession } from './use-session.ts';

/**
 * §2 login-required routes: anonymous visitors go to /login, which brings them back here afterwards; a user who
 * just logged out here goes to plain /login (§4).
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { status, loggedOut } = useSession();
  const { pathname, search, hash } = useLocation();
  if (status === 'checking') return <LoadingState />;
  if (status === 'anonymous') {
    return <Navigate replace to={loggedOut ? '/login' : loginPath(`${pathname}${search}${hash}`)} />;
  }
  return children;
}

/** §2 "logged out" routes (/login, /signup): a signed-in user goes on to `next`, else home. */
export function RequireLoggedOut({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const { search } = useLocation();
  if (status === 'signed-in') return <Navigate replace to={nextPath(search)} />;
  return children;
}
