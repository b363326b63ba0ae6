import type { User } from '@pathwise/contracts';

/** The dashboard a person's pages live under: `/dashboard_mentor` for mentors, else `/dashboard`. */
export function dashboardBase(user: Pick<User, 'role'> | null | undefined): string {
  return user?.role === 'mentor' ? '/dashboard_mentor' : '/dashboard';
}
