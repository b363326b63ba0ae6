import { useAccount } from '@/lib/session/account.ts';
import { EmailForm } from '../components/email-form.tsx';
import { PasswordForm } from '../components/password-form.tsx';

/**
 * Settings → Password & Privacy: change the password and the email
 * (docs/product.md#71-account-api).
 */
export default function PasswordTab() {
  const { data: user } = useAccount();
  return (
    <div className="flex flex-col gap-10">
      <PasswordForm />
      {user && <EmailForm current={user.email} />}
    </div>
  );
}
