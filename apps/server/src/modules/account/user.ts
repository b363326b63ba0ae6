import { isUiLanguage, roleOfUserType } from '@pathwise/contracts';
import type { User } from '@pathwise/contracts';

/**
 * A user as the API shows it, from the columns of `users` and the user's `onboarding` row.
 * Shared by the account repository and the session lookup (modules/sessions), which reads
 * the signed-in user in the same query as the session. The stored role `coach` becomes the
 * API's `mentor` here, where it crosses the API boundary (docs/architecture.md "Naming").
 */
export interface UserRow {
  id: string;
  email: string;
  name: string;
  emailVerifiedAt: Date | null;
  createdAt: Date;
  /** From the onboarding row (left join); absent or null before the role step. */
  userType?: 'coach' | 'mentee' | null;
  completedAt?: Date | null;
  /** `users.time_zone` when the query selected it (the session lookup does). */
  timeZone?: string | null;
  /** `users.language` when the query selected it (the session lookup does). */
  language?: string | null;
}

/**
 * `isAdmin` depends on configuration (ADMIN_EMAILS), which this module does not see: it is
 * false here and set by the auth plugin for the signed-in user.
 */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    emailVerification: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
    role: row.userType ? roleOfUserType(row.userType) : null,
    onboarded: row.completedAt != null,
    isAdmin: false,
    ...(row.timeZone ? { timeZone: row.timeZone } : {}),
    ...(row.language && isUiLanguage(row.language) ? { language: row.language } : {}),
  };
}
