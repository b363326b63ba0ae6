import { useTranslation } from 'react-i18next';

/** A centred loading indicator with an accessible label. */
export function PageSpinner() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status">
      <span
        className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
        aria-hidden="true"
      />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
