import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner.tsx';

/** Loaded only when a 404 reaches this page (the entry chunk stays small). */
const NotFoundPage = lazy(async () => ({
  default: (await import('./not-found-page.tsx')).NotFoundPage,
}));

/** Shown when a route fails to load or render: a 404 answer shows the not-found page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <Suspense fallback={<PageSpinner />}>
        <NotFoundPage />
      </Suspense>
    );
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
