import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { RequireAccount } from '@/lib/session/require-account.tsx';
import { useAccount } from '@/lib/session/account.ts';

/**
 * Renders `children` only for an admin: a verified account whose email is in the server's
 * ADMIN_EMAILS (`isAdmin` of `GET /api/account`; docs/product.md#121-mentor-vetting "Mentor vetting"). The
 * server refuses everyone else anyway (403); this sends them somewhere useful instead:
 * signed out → /login?next=…; anyone else → their dashboard (whose own guard takes an
 * unfinished onboarding to its step).
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return (
    <RequireAccount>
      <AdminGate>{children}</AdminGate>
    </RequireAccount>
  );
}

function AdminGate({ children }: { children: ReactNode }) {
  const { data: user } = useAccount();
  if (user?.isAdmin) return children;
  return <Navigate to={user?.role === 'mentor' ? '/dashboard_mentor' : '/dashboard'} replace />;
}
