import { SettingsTabPlaceholder } from '../components/settings-tab-placeholder.tsx';

/** Settings → password: being built (issue 12). */
export default function PasswordTab() {
  return <SettingsTabPlaceholder tab="password" />;
}
