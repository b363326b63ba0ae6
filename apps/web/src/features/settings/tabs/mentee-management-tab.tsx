import { SettingsTabPlaceholder } from '../components/settings-tab-placeholder.tsx';

/** Settings → mentee-management: being built (issue 12). */
export default function MenteeManagementTab() {
  return <SettingsTabPlaceholder tab="mentee-management" />;
}
