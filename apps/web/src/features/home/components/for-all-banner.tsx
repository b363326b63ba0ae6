import { Briefcase, GraduationCap, HeartHandshake, Landmark, Rocket } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const AUDIENCES = [
  { key: 'students', Icon: GraduationCap },
  { key: 'professionals', Icon: Briefcase },
  { key: 'startups', Icon: Rocket },
  { key: 'investors', Icon: Landmark },
  { key: 'mentors', Icon: HeartHandshake },
] as const;

/**
 * The '{product} is for all' banner (docs/product.md#2-screens-and-routes; the audiences of §1: students, early
 * professionals, startups, venture capital firms, and the mentors who guide them).
 */
export function ForAllBanner() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-for-all-title" className="px-4 py-16 sm:px-6 lg:px-8">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-brand-900 px-6 py-12 text-white shadow-xl sm:px-12 lg:py-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-20 -top-24 size-72 rounded-full bg-brand-600/50 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-24 left-10 size-64 rounded-full bg-brand-500/40 blur-3xl"
        />
        <div className="relative">
          <h2
            id="home-for-all-title"
            className="text-3xl font-extrabold tracking-tight sm:text-4xl"
          >
            {t('forAll.title')}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">{t('forAll.body')}</p>
          <ul className="mt-8 grid gap-3 sm:mt-10 sm:grid-cols-2 sm:gap-4 lg:grid-cols-5">
            {AUDIENCES.map(({ key, Icon }) => (
              <li
                key={key}
                className="flex items-start gap-4 rounded-2xl bg-white/10 p-4 ring-1 ring-white/15 sm:block sm:p-5 sm:last:col-span-2 lg:last:col-span-1"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-400 text-brand-900">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="block sm:mt-4">
                  <span className="block font-semibold">{t(`forAll.${key}`)}</span>
                  <span className="mt-1 block text-sm text-brand-100">
                    {t(`forAll.${key}Detail`)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
