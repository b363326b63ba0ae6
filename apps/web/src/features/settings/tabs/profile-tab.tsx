import { SettingsTabPlaceholder } from '../components/settings-tab-placeholder.tsx';

/** Settings → profile: being built (issue 12). */
export default function ProfileTab() {
  return <SettingsTabPlaceholder tab="profile" />;
}
