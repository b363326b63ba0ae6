import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useAccount } from './account.ts';

/**
 * Renders `children` only for a signed-in, verified account; otherwise sends the visitor
 * to /login, remembering where they were going in `?next=`.
 */
export function RequireAccount({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useAccount();
  const location = useLocation();
  if (isPending) return <PageSpinner />;
  if (!user || !user.emailVerification) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  return children;
}
