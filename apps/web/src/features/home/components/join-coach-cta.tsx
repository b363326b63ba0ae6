import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignUpOrLandingPath } from '@/lib/session/landing.ts';

/** 'Join as Coach' call to action to /signup (docs/product.md#2-screens-and-routes); a signed-in person goes where
 * a login would take them instead. */
export function JoinCoachCta() {
  const { t } = useTranslation('home');
  const start = useSignUpOrLandingPath();
  return (
    <section aria-labelledby="home-coach-title" className="px-4 py-20 sm:px-6 lg:px-8">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-8 rounded-3xl bg-gradient-to-br from-accent-400 to-accent-500 px-6 py-12 shadow-xl shadow-accent-500/20 sm:px-12 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2
            id="home-coach-title"
            className="text-3xl font-extrabold tracking-tight text-slate-950 sm:text-4xl"
          >
            {t('coach.title')}
          </h2>
          <p className="mt-4 text-lg text-slate-900">{t('coach.body')}</p>
        </div>
        <Link
          to={start}
          className="inline-flex shrink-0 items-center gap-2 rounded-xl bg-slate-950 px-6 py-3.5 text-base font-semibold text-white shadow-lg hover:bg-brand-900"
        >
          {t('coach.cta')}
          <ArrowRight className="size-5" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
