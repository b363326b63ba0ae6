import { SettingsTabPlaceholder } from '../components/settings-tab-placeholder.tsx';

/** Settings → resources: being built (issue 12). */
export default function ResourcesTab() {
  return <SettingsTabPlaceholder tab="resources" />;
}
