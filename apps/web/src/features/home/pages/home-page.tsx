import { useTranslation } from 'react-i18next';

/** Home page (product spec §2 "Home page"). */
export function HomePage() {
  const { t } = useTranslation('common');
  return (
    <main className="mx-auto max-w-7xl px-4 py-16">
      <h1 className="text-4xl font-bold">{t('brand')}</h1>
    </main>
  );
}
