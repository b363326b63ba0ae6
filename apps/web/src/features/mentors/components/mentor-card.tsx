import { formatMoney, type MentorCard as MentorCardData } from '@pathwise/contracts';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { roleAndCompany } from '../lib/format.ts';
import { MentorAvatar } from '@/components/ui/mentor-avatar.tsx';
import { Rating } from './rating.tsx';

/** Skills shown on a card before "+n more". */
const CARD_SKILLS = 3;

/** What a profile link carries, so its "All mentors" link returns to the same results. */
export interface MentorLinkState {
  directorySearch: string;
  /** Where the profile view came from (docs/product.md#1210-earnings-and-analytics). */
  from: 'directory';
}

/**
 * One directory card: photo or initials, name,
 * role · company, skill chips, rating with review count, the price and 'View profile'. The
 * price is 'Volunteer' only when every plan is free; otherwise "From" the cheapest paid plan,
 * with a 'Free intro' mark when a free plan sits beside it (docs/product.md#218-mentor-directory).
 * Lines a mentor has not filled in yet are left out.
 */
export function MentorCard({
  mentor,
  directorySearch,
}: {
  mentor: MentorCardData;
  directorySearch: string;
}) {
  const { t, i18n } = useTranslation('mentors');
  const role = roleAndCompany(mentor.headline, mentor.company, (r, c) =>
    t('card.roleCompany', { role: r, company: c }),
  );
  const shown = mentor.skills.slice(0, CARD_SKILLS);
  const more = mentor.skills.length - shown.length;
  const price = mentor.lowestPrice;
  const paid = mentor.lowestPaidPrice;
  const state: MentorLinkState = { directorySearch, from: 'directory' };

  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-200 hover:shadow-md">
      <div className="pb-4">
        <div className="flex items-start gap-4">
          <MentorAvatar
            name={mentor.name}
            photoPath={mentor.photoPath}
            alt=""
            className="size-16 shrink-0 rounded-xl sm:size-20"
          />
          <div className="min-w-0 flex-1">
            <h3 className="text-base font-bold text-slate-950 sm:text-lg">{mentor.name}</h3>
            {role && <p className="mt-0.5 text-sm text-slate-700">{role}</p>}
            <Rating
              ratingAvg={mentor.ratingAvg}
              reviewCount={mentor.reviewCount}
              className="mt-1.5"
            />
          </div>
        </div>
        {shown.length > 0 && (
          <ul aria-label={t('card.skills')} className="mt-4 flex flex-wrap gap-1.5">
            {shown.map((skill) => (
              <li
                key={skill}
                className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800"
              >
                {t(`skills.${skill}`)}
              </li>
            ))}
            {more > 0 && (
              <li className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
                {t('card.moreSkills', { count: more })}
              </li>
            )}
          </ul>
        )}
      </div>
      <div className="mt-auto flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="text-sm font-semibold text-slate-900">
            {price === null
              ? t('card.noPlans')
              : paid === null
                ? t('card.volunteer')
                : t('card.from', { price: formatMoney(paid, i18n.language) })}
          </p>
          {paid !== null && price?.priceMinor === 0 && (
            <p className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
              {t('card.freeIntro')}
            </p>
          )}
        </div>
        <Link
          to={`/mentors/${mentor.id}`}
          state={state}
          aria-label={t('card.viewProfileOf', { name: mentor.name })}
          className="inline-flex items-center gap-1.5 rounded-lg bg-brand-700 px-3.5 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('card.viewProfile')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}

/** A card's shape while the page loads, so the grid does not jump when results arrive. */
export function MentorCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full animate-pulse flex-col rounded-2xl border border-slate-200 bg-white p-5"
    >
      <div className="flex items-start gap-4">
        <div className="size-16 shrink-0 rounded-xl bg-slate-200 sm:size-20" />
        <div className="flex-1 space-y-2 pt-1">
          <div className="h-4 w-2/3 rounded bg-slate-200" />
          <div className="h-3 w-5/6 rounded bg-slate-100" />
          <div className="h-3 w-1/3 rounded bg-slate-100" />
        </div>
      </div>
      <div className="mt-4 flex gap-1.5">
        <div className="h-6 w-20 rounded-full bg-slate-100" />
        <div className="h-6 w-16 rounded-full bg-slate-100" />
      </div>
      <div className="mt-4 flex items-center justify-between border-t border-slate-100 pt-4">
        <div className="h-4 w-20 rounded bg-slate-100" />
        <div className="h-9 w-28 rounded-lg bg-slate-200" />
      </div>
    </div>
  );
}
