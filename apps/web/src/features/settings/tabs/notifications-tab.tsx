import { SettingsTabPlaceholder } from '../components/settings-tab-placeholder.tsx';

/** Settings → notifications: being built (issue 12). */
export default function NotificationsTab() {
  return <SettingsTabPlaceholder tab="notifications" />;
}
