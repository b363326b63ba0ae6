import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FEATURED_MENTORS, PORTRAIT_SIZE } from '../data/content.ts';
import { FallbackImage } from './fallback-image.tsx';

/**
 * Mentor carousel (product spec §2): the three static mentors with photo, name, role and
 * company. 'Connect' opens the mentor's public profile `/mentors/<id>` and 'View All
 * Mentors' the directory (PRODUCT-DECISIONS). On small screens the cards scroll sideways
 * with snapping; from `md` they sit in one row.
 */
export function FeaturedMentors() {
  const { t } = useTranslation('home');
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
        <ul
          aria-label={t('mentors.list')}
          className="-mx-4 mt-10 flex snap-x snap-mandatory gap-5 overflow-x-auto px-4 pb-4 md:mx-0 md:grid md:grid-cols-3 md:gap-8 md:overflow-visible md:px-0"
        >
          {FEATURED_MENTORS.map((mentor) => {
            const name = t(`mentors.items.${mentor.id}.name`);
            return (
              <li
                key={mentor.id}
                className="w-[78%] shrink-0 snap-center overflow-hidden rounded-3xl bg-white shadow-md ring-1 ring-slate-900/5 transition hover:-translate-y-1 hover:shadow-xl sm:w-[45%] md:w-auto"
              >
                <FallbackImage
                  src={mentor.photo}
                  alt={t('mentors.photo', { name })}
                  {...PORTRAIT_SIZE}
                  className="aspect-[4/4] w-full object-cover object-top"
                />
                <div className="p-6">
                  <h3 className="text-lg font-bold text-slate-900">{name}</h3>
                  <p className="mt-1 text-sm text-slate-600">
                    {t(`mentors.items.${mentor.id}.role`)}{' '}
                    <span className="font-medium text-slate-800">
                      {t('mentors.at', { company: t(`mentors.items.${mentor.id}.company`) })}
                    </span>
                  </p>
                  <Link
                    to={`/mentors/${mentor.id}`}
                    aria-label={t('mentors.connectWith', { name })}
                    className="mt-5 inline-flex w-full items-center justify-center rounded-xl bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
                  >
                    {t('mentors.connect')}
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
