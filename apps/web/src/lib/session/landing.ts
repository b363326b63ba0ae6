import { DASHBOARD_PATHS, type User } from '@pathwise/contracts';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAccount } from './account.ts';
import { safeNextPath } from './next-path.ts';
import { onboardingQuery } from './onboarding-state.ts';

/** Where an admin works: the admin overview, with its tabs (docs/product.md#146-admin-overview). */
export const ADMIN_HOME = '/admin';

/**
 * Where a signed-in, verified user goes when `?next=` names no page of ours
 * (docs/product.md#11-fix "Fix": unfinished onboarding resumes where it stopped, mentees go to
 * /dashboard, mentors to /dashboard_mentor): the role's dashboard once onboarded, else
 * `resumePath` of `GET /api/onboarding` (/welcome the first time), except for an admin
 * without a finished onboarding, who goes to {@link ADMIN_HOME}. Should that call fail,
 * /dashboard: its guard asks again and offers a retry.
 */
export async function landingPath(user: User, queryClient: QueryClient): Promise<string> {
  if (user.onboarded && user.role) {
    return DASHBOARD_PATHS[user.role];
  }
  // An admin's work is the admin pages; they need no role of their own first.
  if (user.isAdmin) return ADMIN_HOME;
  try {
    return (await queryClient.fetchQuery(onboardingQuery)).resumePath;
  } catch {
    return DASHBOARD_PATHS.mentee;
  }
}

/**
 * On /login and /signup: a visitor who is already signed in with a verified account has
 * nothing to do there and goes where a login would take them (`?next=` when it is a path of
 * ours, else {@link landingPath}), replacing the history entry so Back does not return to
 * the form. Unverified accounts stay: the page is where they verify.
 *
 * @param enabled false while the page is busy with something that must finish first (the
 *   verification link being confirmed, or a submitted form that navigates by itself).
 * @returns true while such a redirect is under way, so the page can leave the form out.
 */
export function useLeaveIfSignedIn(enabled: boolean): boolean {
  const { data: user } = useAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const leaving = Boolean(enabled && user?.emailVerification);
  const started = useRef(false);
  useEffect(() => {
    if (!leaving || !user || started.current) return;
    started.current = true;
    void (async () => {
      await navigate(next ?? (await landingPath(user, queryClient)), { replace: true });
    })();
  }, [leaving, user, next, navigate, queryClient]);
  return leaving;
}

/**
 * Where a home-page call to action that invites to sign up leads: /signup for a visitor
 * (and for an unverified account, whose next step is on that page), else the page a login
 * would choose ({@link landingPath}): the dashboard, the onboarding step to resume at, or
 * the admin's page. While the onboarding state is still loading it says /dashboard, whose
 * guard would send an unfinished onboarding to its step anyway.
 */
export function useSignUpOrLandingPath(): string {
  const { data: user } = useAccount();
  const verified = Boolean(user?.emailVerification);
  const known = user?.onboarded === true && user.role !== null;
  const onboarding = useQuery({
    ...onboardingQuery,
    enabled: verified && !known && !user?.isAdmin,
  });
  if (!user || !verified) return '/signup';
  if (known && user.role) return DASHBOARD_PATHS[user.role];
  if (user.isAdmin) return ADMIN_HOME;
  return onboarding.data?.resumePath ?? DASHBOARD_PATHS.mentee;
}
