import {
  FILTER_LANGUAGES,
  MENTOR_SKILLS,
  MENTOR_TOPICS,
  type Booking,
  type MentorCard,
  type MyMentor,
  formatDecimal,
} from '@pathwise/contracts';
import { Star } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchField } from '@/components/ui/search-field.tsx';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { MentorAvatar } from '@/components/ui/mentor-avatar.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { useMentors } from '@/lib/api/get-mentors.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useBookings, useMyMentors } from '../api/bookings.ts';
import { formatDay, formatSessionRange, viewerTimeZone } from '../lib/format.ts';

type Skill = (typeof MENTOR_SKILLS)[number];
type Language = (typeof FILTER_LANGUAGES)[number];
type Topic = (typeof MENTOR_TOPICS)[number];

/** The filters of the page, applied in the browser to the mentee's own mentors. */
interface Filters {
  text: string;
  skill: Skill | '';
  language: Language | '';
  topic: Topic | '';
}

/** Whether `mentor` matches `filters`: name or profession (headline, company) and each select. */
export function matchesFilters(mentor: MentorCard, filters: Filters): boolean {
  const words = filters.text.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = [mentor.name, mentor.headline ?? '', mentor.company ?? '']
    .join(' ')
    .toLowerCase();
  return (
    words.every((word) => haystack.includes(word)) &&
    (!filters.skill || mentor.skills.includes(filters.skill)) &&
    (!filters.language || mentor.languages.includes(filters.language)) &&
    (!filters.topic || mentor.topics.includes(filters.topic))
  );
}

/**
 * /dashboard/mentors, My Mentors (docs/product.md#219-mentee-dashboard "Mentors"): the mentors
 * the mentee booked with Schedule Session, filtered by name or profession, skill, language and
 * topic; their completed sessions with View notes and Recording; featured mentors with
 * Connect and View All. Empty states lead to the directory.
 */
export function MyMentorsPage() {
  const { t } = useTranslation('sessions');
  const { t: tm } = useTranslation('mentors');
  usePageTitle(t('myMentors.title'));
  const mine = useMyMentors();
  const past = useBookings({ when: 'past', sort: 'recent' });
  const featured = useMentors({ featured: true, pageSize: 4 });
  const [filters, setFilters] = useState<Filters>({
    text: '',
    skill: '',
    language: '',
    topic: '',
  });
  const filtering = Boolean(
    filters.text.trim() || filters.skill || filters.language || filters.topic,
  );
  const shown = useMemo(
    () => (mine.data?.items ?? []).filter((item) => matchesFilters(item.mentor, filters)),
    [mine.data, filters],
  );
  const shownIds = new Set(shown.map((item) => item.mentor.id));
  const completed = (past.data?.items ?? []).filter(
    (booking) => booking.status === 'held' && (!filtering || shownIds.has(booking.mentor.id)),
  );
  const searchId = useId();

  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">
            {t('myMentors.title')}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{t('myMentors.lead')}</p>
        </div>
        <Link
          to="/mentors"
          className="inline-flex items-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t('myMentors.findMore')}
        </Link>
      </header>

      <div
        role="search"
        aria-label={t('myMentors.filters')}
        className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
      >
        <div>
          <SearchField
            id={searchId}
            label={t('myMentors.search')}
            value={filters.text}
            placeholder={t('myMentors.searchPlaceholder')}
            onValue={(value) => setFilters({ ...filters, text: value })}
          />
        </div>
        <SelectField<Skill>
          compact
          label={tm('directory.skill')}
          placeholder={tm('directory.allSkills')}
          value={filters.skill}
          onChange={(skill) => setFilters({ ...filters, skill })}
          options={MENTOR_SKILLS.map((value) => ({ value, label: tm(`skills.${value}`) }))}
        />
        <SelectField<Language>
          compact
          label={tm('directory.language')}
          placeholder={tm('directory.allLanguages')}
          value={filters.language}
          onChange={(language) => setFilters({ ...filters, language })}
          options={FILTER_LANGUAGES.map((value) => ({ value, label: tm(`languages.${value}`) }))}
        />
        <SelectField<Topic>
          compact
          label={tm('directory.topic')}
          placeholder={tm('directory.allTopics')}
          value={filters.topic}
          onChange={(topic) => setFilters({ ...filters, topic })}
          options={MENTOR_TOPICS.map((value) => ({ value, label: tm(`topics.${value}`) }))}
        />
      </div>

      <Block title={t('myMentors.mineTitle')}>
        {mine.isPending ? (
          <Loading />
        ) : mine.isError ? (
          <LoadFailed onRetry={() => void mine.refetch()} />
        ) : mine.data.items.length === 0 ? (
          <Empty text={t('myMentors.empty')} />
        ) : shown.length === 0 ? (
          <p role="status" className="text-sm text-slate-600">
            {t('myMentors.noMatch')}
          </p>
        ) : (
          <>
            <p role="status" className="sr-only">
              {t('myMentors.count', { count: shown.length })}
            </p>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((item) => (
                <MyMentorCard key={item.mentor.id} item={item} />
              ))}
            </ul>
          </>
        )}
      </Block>

      <Block title={t('myMentors.completedTitle')}>
        {past.isPending ? (
          <Loading />
        ) : past.isError ? (
          <LoadFailed onRetry={() => void past.refetch()} />
        ) : completed.length === 0 ? (
          <Empty text={t('myMentors.completedEmpty')} />
        ) : (
          <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
            {completed.map((booking) => (
              <CompletedRow key={booking.id} booking={booking} />
            ))}
          </ul>
        )}
      </Block>

      <Block
        title={t('myMentors.featuredTitle')}
        action={
          <Link to="/mentors" className="text-sm font-semibold text-brand-800 hover:underline">
            {t('myMentors.viewAll')}
          </Link>
        }
      >
        {featured.isPending ? (
          <Loading />
        ) : featured.isError ? (
          <LoadFailed onRetry={() => void featured.refetch()} />
        ) : featured.data.items.length === 0 ? (
          <Empty text={t('myMentors.featuredEmpty')} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {featured.data.items.map((mentor) => (
              <FeaturedCard key={mentor.id} mentor={mentor} />
            ))}
          </ul>
        )}
      </Block>
    </div>
  );
}

function Block({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Loading() {
  const { t } = useTranslation('sessions');
  return (
    <p role="status" className="text-sm text-slate-600">
      {t('loading')}
    </p>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('sessions');
  return (
    <div className="space-y-3">
      <Banner tone="error">{t('errors.load')}</Banner>
      <Button variant="outline" onClick={onRetry}>
        {t('errors.retry')}
      </Button>
    </div>
  );
}

function Empty({ text }: { text: string }) {
  const { t } = useTranslation('sessions');
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-8 text-center">
      <p className="text-sm text-slate-700">{text}</p>
      <Link
        to="/mentors"
        className="mt-4 inline-flex items-center rounded-lg bg-brand-700 px-3.5 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t('upcoming.find')}
      </Link>
    </div>
  );
}

function MyMentorCard({ item }: { item: MyMentor }) {
  const { t, i18n } = useTranslation('sessions');
  const { mentor } = item;
  const titleId = useId();
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <div className="flex items-start gap-3">
          <MentorAvatar
            name={mentor.name}
            photoPath={mentor.photoPath}
            alt=""
            className="size-14 shrink-0 rounded-xl"
          />
          <div className="min-w-0">
            <h3 id={titleId} className="font-semibold text-slate-900">
              <Link to={`/mentors/${mentor.id}`} className="hover:underline">
                {mentor.name}
              </Link>
            </h3>
            {(mentor.headline || mentor.company) && (
              <p className="text-sm text-slate-600">
                {[mentor.headline, mentor.company].filter(Boolean).join(' · ')}
              </p>
            )}
          </div>
        </div>
        <p className="mt-3 text-sm text-slate-700">
          {t('myMentors.counts', {
            completed: item.completedSessions,
            upcoming: item.upcomingSessions,
          })}
        </p>
        {item.nextSessionAt && (
          <p className="mt-1 text-sm text-slate-600">
            {t('myMentors.next', {
              day: formatDay(item.nextSessionAt, viewerTimeZone(), i18n.language),
            })}
          </p>
        )}
        <div className="mt-auto pt-4">
          <Link
            to={`/mentors/${encodeURIComponent(mentor.id)}/book`}
            className="inline-flex w-full items-center justify-center rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t('myMentors.schedule')}
            <span className="sr-only">{t('myMentors.withName', { name: mentor.name })}</span>
          </Link>
        </div>
      </article>
    </li>
  );
}

function CompletedRow({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation('sessions');
  const zone = viewerTimeZone();
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-slate-900">
          {t('card.with', { name: booking.mentor.name })}
        </p>
        <p className="text-sm text-slate-600">
          {formatSessionRange(booking.start, booking.end, zone, i18n.language)}
        </p>
      </div>
      <Link
        to={`/sessions/${booking.id}`}
        className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        {t('myMentors.viewNotes')}
        <span className="sr-only">{t('myMentors.withName', { name: booking.mentor.name })}</span>
      </Link>
      {booking.recordingUrl && (
        <a
          href={booking.recordingUrl}
          target="_blank"
          rel="noreferrer noopener"
          className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t('past.recording')}
          <span className="sr-only">
            {t('myMentors.withName', { name: booking.mentor.name })} {t('actions.newTab')}
          </span>
        </a>
      )}
    </li>
  );
}

function FeaturedCard({ mentor }: { mentor: MentorCard }) {
  const { t, i18n } = useTranslation('sessions');
  const { t: tm } = useTranslation('mentors');
  const rating = mentor.ratingAvg === null ? '' : formatDecimal(mentor.ratingAvg, i18n.language, 1);
  const titleId = useId();
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex h-full flex-col items-center rounded-2xl border border-slate-200 bg-white p-4 text-center shadow-sm"
      >
        <MentorAvatar
          name={mentor.name}
          photoPath={mentor.photoPath}
          alt=""
          className="size-20 rounded-full"
        />
        <h3 id={titleId} className="mt-3 font-semibold text-slate-900">
          {mentor.name}
        </h3>
        {mentor.headline && <p className="text-sm text-slate-600">{mentor.headline}</p>}
        {mentor.ratingAvg !== null && mentor.reviewCount > 0 ? (
          <p className="mt-2 inline-flex items-center gap-1 text-sm text-slate-800">
            <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
            <span aria-hidden="true">
              {rating} {tm('rating.reviews', { count: mentor.reviewCount })}
            </span>
            <span className="sr-only">
              {tm('rating.value', {
                rating,
                count: mentor.reviewCount,
              })}
            </span>
          </p>
        ) : (
          <p className="mt-2 text-sm text-slate-600">{tm('rating.new')}</p>
        )}
        <div className="mt-auto w-full pt-4">
          <Link
            to={`/mentors/${encodeURIComponent(mentor.id)}`}
            className="inline-flex w-full items-center justify-center rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t('myMentors.connect')}
            <span className="sr-only">{t('myMentors.withName', { name: mentor.name })}</span>
          </Link>
        </div>
      </article>
    </li>
  );
}
