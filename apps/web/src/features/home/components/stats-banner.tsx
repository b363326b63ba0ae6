import { CalendarCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const STATS = [
  { value: 'stats.coachesValue', label: 'stats.coaches', Icon: Users },
  { value: 'stats.sessionsValue', label: 'stats.sessions', Icon: CalendarCheck },
] as const;

/** Statistics banner: 200 Coaches, 40+ Sessions (product spec §2 and §9). */
export function StatsBanner() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-stats-title" className="bg-brand-900 py-16 text-white">
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        <h2
          id="home-stats-title"
          className="text-center text-sm font-semibold uppercase tracking-widest text-brand-200"
        >
          {t('stats.title')}
        </h2>
        <ul className="mt-8 grid grid-cols-2 gap-4 sm:gap-6">
          {STATS.map(({ value, label, Icon }) => (
            <li
              key={label}
              className="flex flex-col items-center justify-center gap-4 rounded-2xl bg-white/5 px-4 py-6 text-center ring-1 ring-white/10 sm:flex-row sm:gap-5 sm:px-6 sm:py-8 sm:text-left"
            >
              <span className="flex size-14 items-center justify-center rounded-2xl bg-accent-400 text-brand-900">
                <Icon className="size-7" aria-hidden="true" />
              </span>
              <p className="flex flex-col">
                <span className="text-4xl font-extrabold tracking-tight sm:text-5xl">
                  {t(value)}
                </span>
                <span className="text-base font-medium text-brand-100">{t(label)}</span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
