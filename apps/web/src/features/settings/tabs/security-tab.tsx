import { LaterSection } from '../components/later-section.tsx';

/** Settings → Security & Two-Factor Authentication: what comes with account security, and the password reset. */
export default function SecurityTab() {
  return <LaterSection tab="security" />;
}
