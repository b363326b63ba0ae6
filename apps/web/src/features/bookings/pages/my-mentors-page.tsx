import { FILTER_LANGUAGES, MENTOR_SKILLS, MENTOR_TOPICS } from '@pathwise/contracts';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchField } from '@/components/ui/search-field.tsx';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { useMentors } from '@/lib/api/get-mentors.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useBookings, useMyMentors } from '../api/bookings.ts';
import { CompletedRow, FeaturedCard, MyMentorCard } from '../components/my-mentor-cards.tsx';
import {
  matchesFilters,
  type Filters,
  type Language,
  type Skill,
  type Topic,
} from '../lib/mentor-filters.ts';

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
