import { SettingsTabPlaceholder } from '../components/settings-tab-placeholder.tsx';

/** Settings → general: being built (issue 12). */
export default function GeneralTab() {
  return <SettingsTabPlaceholder tab="general" />;
}
