import { Outlet } from 'react-router';
import { RequireAdmin } from './require-admin.tsx';

/** Layout route of /admin: admins only ({@link RequireAdmin}), the page in `<main>`. */
export function AdminLayout() {
  return (
    <RequireAdmin>
      <main className="min-h-[calc(100dvh-4rem)] bg-slate-50">
        <Outlet />
      </main>
    </RequireAdmin>
  );
}
