import { SettingsTabPlaceholder } from '../components/settings-tab-placeholder.tsx';

/** Settings → security: being built (issue 12). */
export default function SecurityTab() {
  return <SettingsTabPlaceholder tab="security" />;
}
