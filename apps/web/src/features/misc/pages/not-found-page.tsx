import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title.ts';

/** Every route the app does not know (and pages of later issues) shows this page. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  // A page opened straight from a typed or old link is the first entry of the app's
  // history (key 'default'): going back would leave the site or do nothing.
  const canGoBack = useLocation().key !== 'default';
  usePageTitle(t('notFound.title'));
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-sm font-semibold text-brand-700">{t('notFound.code')}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {t('notFound.title')}
      </h1>
      <p className="mt-4 text-base text-slate-600">{t('notFound.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('notFound.home')}
        </Link>
        {canGoBack && (
          <button
            type="button"
            onClick={() => void navigate(-1)}
            className="rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            {t('notFound.back')}
          </button>
        )}
      </div>
    </main>
  );
}
