import { SettingsTabPlaceholder } from '../components/settings-tab-placeholder.tsx';

/** Settings → integrations: being built (issue 12). */
export default function IntegrationsTab() {
  return <SettingsTabPlaceholder tab="integrations" />;
}
