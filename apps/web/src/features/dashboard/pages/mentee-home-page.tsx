import { useAccount } from '@/features/auth';

/** Mentee dashboard home. */
export function MenteeHomePage() {
  const { data: user } = useAccount();
  return <main>{user?.name}</main>;
}
