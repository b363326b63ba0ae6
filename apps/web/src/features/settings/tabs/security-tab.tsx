import { SignInMethods } from '../components/sign-in-methods.tsx';
import { SessionsSection } from '../security/sessions-section.tsx';
import { TwoFactorSection } from '../security/two-factor-section.tsx';

/**
 * Settings → Security & Two-Factor Authentication: two-factor authentication (TOTP and
 * recovery codes, ADR 0018), the sign-in methods, and where the person is signed in.
 */
export default function SecurityTab() {
  return (
    <div className="flex flex-col gap-8">
      <TwoFactorSection />
      <SignInMethods />
      <SessionsSection />
    </div>
  );
}
