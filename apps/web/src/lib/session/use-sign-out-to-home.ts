import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '@/lib/api-client.ts';
import { deleteCurrentSession, forgetSignedInData } from './logout.ts';

/** What {@link useSignOutToHome} gives the Logout button of a guarded page. */
export interface SignOutToHome {
  /** Ends the session on the server, then goes to /. */
  signOut: () => void;
  /** True from the click until the page is left or the request fails: a busy Logout. */
  leaving: boolean;
  /** True when the server could not be reached or refused: the user is still signed in. */
  failed: boolean;
}

/**
 * Logout from a page behind {@link RequireAccount} that lands on / (docs/product.md#4-states-and-transitions:
 * "Logout clears the user and goes to /").
 *
 * Order matters, and each step fixes a race seen in the browser:
 * 1. the session ends on the server first (`DELETE /api/account/sessions/current`), so
 *    whatever the user does next (a reload, another address) finds it gone; a 401 means it
 *    had already ended and counts as success;
 * 2. then the page navigates to /; React may hold that navigation back while the home page
 *    loads;
 * 3. the cached account is forgotten only once the calling component has unmounted: an
 *    account turning null before the navigation commits makes the guard around the page
 *    send the user to /login?next=… instead.
 *
 * Any other failure leaves the user signed in and on the page with `failed` set, rather than
 * pretending the session is gone. Call it in the component the guard wraps.
 */
export function useSignOutToHome(): SignOutToHome {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const [failed, setFailed] = useState(false);
  // The clean-up below must see the sign-out, which happened after the effect ran.
  const signedOutRef = useRef(false);
  useEffect(
    () => () => {
      if (signedOutRef.current) forgetSignedInData(queryClient);
    },
    [queryClient],
  );
  const signOut = () => {
    setLeaving(true);
    setFailed(false);
    deleteCurrentSession()
      .catch((error: unknown) => {
        if (!(isApiError(error) && error.status === 401)) throw error;
      })
      .then(
        () => {
          signedOutRef.current = true;
          void navigate('/');
        },
        () => {
          setLeaving(false);
          setFailed(true);
        },
      );
  };
  return { signOut, leaving, failed };
}
