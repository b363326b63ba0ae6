import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAccount, useSecondFactorPending } from './account.ts';

/** The page with the code step. */
const LOGIN_PATH = '/login';

/**
 * On every page: a session that waits for its second factor (a password or Google/LinkedIn
 * sign-in of an account with two-factor on, ADR 0018) goes to the code step of /login, with
 * the page it was on as `?next=`, whatever page it landed on.
 */
export function useSecondFactorRedirect(): void {
  const { data: user } = useAccount();
  const factorPending = useSecondFactorPending();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const pending = user === null && factorPending && pathname !== LOGIN_PATH;
  useEffect(() => {
    if (!pending) return;
    const next = pathname === '/' ? '' : `?next=${encodeURIComponent(pathname + search)}`;
    void navigate(`${LOGIN_PATH}${next}`, { replace: true });
  }, [pending, pathname, search, navigate]);
}
