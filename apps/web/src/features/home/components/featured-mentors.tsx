import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { MentorAvatar } from '@/components/ui/mentor-avatar.tsx';
import { mentorsQuery } from '@/lib/api/get-mentors.ts';

/** The home page shows three featured mentors (docs/product.md#2-screens-and-routes, §9 "3 mentors"). */
const FEATURED_COUNT = 3;

const cardShell =
  'w-[78%] shrink-0 snap-center overflow-hidden rounded-3xl bg-white shadow-md ring-1 ring-slate-900/5 sm:w-[45%] md:w-auto';

/**
 * Mentor carousel (docs/product.md#2-screens-and-routes): the featured mentors from the directory
 * (`GET /api/mentors?featured=true&pageSize=3`) with photo, name, role and company.
 * 'Connect' opens the mentor's public profile `/mentors/<id>` and 'View All Mentors' the
 * directory (docs/product.md#11-fix). While loading, card outlines hold the space; with no
 * featured mentor the section is left out. On small screens the cards scroll sideways with
 * snapping; from `md` they sit in one row.
 */
export function FeaturedMentors() {
  const { t } = useTranslation('home');
  const query = useQuery(mentorsQuery({ featured: true, pageSize: FEATURED_COUNT }));
  const mentors = query.data?.items;
  if (mentors && mentors.length === 0) return null;

  return (
    <section aria-labelledby="home-mentors-title" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">
              {t('mentors.eyebrow')}
            </p>
            <h2
              id="home-mentors-title"
              className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
            >
              {t('mentors.title')}
            </h2>
          </div>
          <Link
            to="/mentors"
            className="inline-flex items-center gap-2 self-start rounded-xl border border-brand-200 bg-white px-5 py-2.5 text-sm font-semibold text-brand-800 shadow-sm hover:bg-brand-50 sm:self-auto"
          >
            {t('mentors.viewAll')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>

        {query.isError && !mentors ? (
          <div role="alert" className="mt-10 rounded-2xl bg-white p-6 text-slate-700 shadow-sm">
            <p>{t('mentors.error')}</p>
            <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
              {t('mentors.retry')}
            </Button>
          </div>
        ) : !mentors ? (
          <div role="status" className="mt-10">
            <span className="sr-only">{t('mentors.loading')}</span>
            <ul
              aria-hidden="true"
              className="-mx-4 flex gap-5 overflow-hidden px-4 pb-4 md:mx-0 md:grid md:grid-cols-3 md:gap-8 md:px-0"
            >
              {Array.from({ length: FEATURED_COUNT }, (_, i) => (
                <li key={i} className={`${cardShell} animate-pulse`}>
                  <div className="aspect-square w-full bg-slate-200" />
                  <div className="space-y-3 p-6">
                    <div className="h-5 w-2/3 rounded bg-slate-200" />
                    <div className="h-4 w-5/6 rounded bg-slate-100" />
                    <div className="h-10 rounded-xl bg-slate-200" />
                  </div>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <ul
            aria-label={t('mentors.list')}
            className="-mx-4 mt-10 flex snap-x snap-mandatory gap-5 overflow-x-auto px-4 pb-4 md:mx-0 md:grid md:grid-cols-3 md:gap-8 md:overflow-visible md:px-0"
          >
            {mentors.map((mentor) => (
              <li
                key={mentor.id}
                className={`${cardShell} transition hover:-translate-y-1 hover:shadow-xl`}
              >
                <MentorAvatar
                  name={mentor.name}
                  photoPath={mentor.photoPath}
                  alt={t('mentors.photo', { name: mentor.name })}
                  className="aspect-square w-full"
                />
                <div className="p-6">
                  <h3 className="text-lg font-bold text-slate-900">{mentor.name}</h3>
                  {(mentor.headline || mentor.company) && (
                    <p className="mt-1 text-sm text-slate-600">
                      {mentor.headline}{' '}
                      {mentor.company && (
                        <span className="font-medium text-slate-800">
                          {t('mentors.at', { company: mentor.company })}
                        </span>
                      )}
                    </p>
                  )}
                  <Link
                    to={`/mentors/${mentor.id}`}
                    state={{ from: 'home' }}
                    aria-label={t('mentors.connectWith', { name: mentor.name })}
                    className="mt-5 inline-flex w-full items-center justify-center rounded-xl bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
                  >
                    {t('mentors.connect')}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
