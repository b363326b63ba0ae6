import { SettingsTabPlaceholder } from '../components/settings-tab-placeholder.tsx';

/** Settings → languages: being built (issue 12). */
export default function LanguagesTab() {
  return <SettingsTabPlaceholder tab="languages" />;
}
