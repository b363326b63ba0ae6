import { useTranslation } from 'react-i18next';

/** Temporary panel of a tab whose form is being built (replaced tab by tab, issue 12). */
export function SettingsTabPlaceholder({ tab }: { tab: string }) {
  const { t } = useTranslation('settings');
  return (
    <p className="text-sm text-slate-600" data-tab={tab}>
      {t('page.building')}
    </p>
  );
}
