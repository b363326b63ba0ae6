import { SettingsTabPlaceholder } from '../components/settings-tab-placeholder.tsx';

/** Settings → expertise: being built (issue 12). */
export default function ExpertiseTab() {
  return <SettingsTabPlaceholder tab="expertise" />;
}
