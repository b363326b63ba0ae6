import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLogout } from './logout.ts';

/**
 * Logout from a page behind {@link RequireAccount} that lands on / (product spec §4:
 * "Logout clears the user and goes to /"). It navigates first and ends the session
 * (`DELETE /api/account/sessions/current`, see {@link useLogout}) only once the calling
 * component has unmounted: React commits the navigation in a transition, which it may hold
 * back while the home page loads, and an account turning null before then makes the guard
 * around the page send the user to /login?next=… instead.
 *
 * Call it in the component that the guard wraps (e.g. a dashboard frame). `leaving` is true
 * from the click on, for a busy Logout button.
 */
export function useSignOutToHome(): { signOut: () => void; leaving: boolean } {
  const navigate = useNavigate();
  const { mutate: endSession } = useLogout();
  const [leaving, setLeaving] = useState(false);
  // The clean-up below must see the click, which happened after the effect ran.
  const leavingRef = useRef(false);
  useEffect(
    () => () => {
      if (leavingRef.current) endSession();
    },
    [endSession],
  );
  const signOut = () => {
    leavingRef.current = true;
    setLeaving(true);
    void navigate('/');
  };
  return { signOut, leaving };
}
