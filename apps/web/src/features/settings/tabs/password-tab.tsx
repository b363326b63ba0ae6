import { LaterSection } from '../components/later-section.tsx';

/** Settings → Password & Privacy: what comes with account security, and the password reset. */
export default function PasswordTab() {
  return <LaterSection tab="password" />;
}
