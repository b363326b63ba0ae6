import { SettingsTabPlaceholder } from '../components/settings-tab-placeholder.tsx';

/** Settings → goals: being built (issue 12). */
export default function GoalsTab() {
  return <SettingsTabPlaceholder tab="goals" />;
}
