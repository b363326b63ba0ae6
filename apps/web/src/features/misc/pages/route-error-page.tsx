import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page.tsx';

/** Shown when a route fails to load or render: a 404 answer shows the not-found page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center"
      role="alert"
    >
      <h1 className="text-2xl font-bold text-slate-900">{t('error.title')}</h1>
      <p className="mt-3 text-slate-600">{t('error.body')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white"
      >
        {t('error.reload')}
      </button>
    </main>
  );
}
