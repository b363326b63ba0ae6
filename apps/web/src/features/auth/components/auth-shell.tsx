import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Which illustration and pitch the side panel shows. */
export type AuthArt = 'mentorship' | 'growth' | 'recovery';

const POINTS = ['vetted', 'sessions', 'progress'] as const;

/**
 * The frame of every auth page (docs/product.md#211-login "/login": two columns with an image):
 * a back arrow to / and the form on the left, an illustrated panel on the right that is
 * hidden below the `lg` breakpoint so that phones get the form alone.
 */
export function AuthShell({ art, children }: { art: AuthArt; children: ReactNode }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  return (
    <main className="grid min-h-dvh bg-white lg:grid-cols-2">
      <div className="flex flex-col px-5 py-5 sm:px-10 xl:px-16">
        <div className="flex items-center justify-between gap-4">
          <Link
            to="/"
            className="-ml-2 inline-flex items-center gap-2 rounded-lg px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-700"
          >
            <ArrowLeft className="size-5" aria-hidden="true" />
            {t('shell.backHome')}
          </Link>
          <span className="flex items-center gap-2 text-lg font-extrabold text-brand-800">
            <img src="/favicon.svg" alt="" className="size-8" width={32} height={32} />
            {tc('brand')}
          </span>
        </div>
        <div className="mx-auto flex w-full max-w-md flex-1 flex-col py-8 sm:justify-center sm:py-10">
          {children}
        </div>
      </div>
      <div className="relative hidden overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 text-white lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col lg:justify-center lg:px-12 xl:px-20">
        <img
          src={`/images/auth/${art}.svg`}
          alt=""
          width={480}
          height={400}
          className="mx-auto w-full max-w-md"
        />
        <div className="mx-auto mt-8 w-full max-w-md">
          <p className="text-2xl font-bold leading-snug xl:text-3xl">{t(`shell.${art}.title`)}</p>
          <p className="mt-3 text-brand-100">{t(`shell.${art}.body`)}</p>
          {art !== 'recovery' && (
            <ul className="mt-6 space-y-3">
              {POINTS.map((point) => (
                <li key={point} className="flex items-start gap-3 text-sm text-brand-50">
                  <CheckCircle2 className="size-5 shrink-0 text-accent-400" aria-hidden="true" />
                  {t(`shell.points.${point}`)}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </main>
  );
}

/** The page's heading and the sentence under it. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children && <p className="mt-2 text-slate-600">{children}</p>}
    </div>
  );
}
