import { Outlet } from 'react-router';
import { RequireAccount } from '@/features/auth';

/** Mentee dashboard frame (product spec §2 "Mentee dashboard"). */
export function MenteeDashboardLayout() {
  return (
    <RequireAccount>
      <Outlet />
    </RequireAccount>
  );
}
