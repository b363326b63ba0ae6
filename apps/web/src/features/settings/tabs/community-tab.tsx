import { SettingsTabPlaceholder } from '../components/settings-tab-placeholder.tsx';

/** Settings → community: being built (issue 12). */
export default function CommunityTab() {
  return <SettingsTabPlaceholder tab="community" />;
}
