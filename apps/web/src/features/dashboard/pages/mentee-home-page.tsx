import {
  formatMoney,
  type MenteeSummary,
  type Money,
  formatInteger,
  formatUnit,
} from '@pathwise/contracts';
import {
  Award,
  BarChart3,
  CalendarClock,
  CalendarPlus,
  Lock,
  ListChecks,
  Target,
  Trophy,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { firstName } from '@/lib/first-name.ts';
import { useFirstVisit } from '@/lib/use-first-visit.ts';
import { useAccount } from '@/lib/session/account.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useMenteeSummary, viewerTimeZone } from '../api/summary-api.ts';
import { ActionLink, EmptyState, HomeCard } from '../components/home-card.tsx';

const GOALS = '/dashboard/goals';

/** A calendar day `YYYY-MM-DD` in `locale` (no zone shift: the day is the mentee's). */
function formatDay(iso: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/**
 * /dashboard, the mentee home (docs/product.md#219-mentee-dashboard "Mentee dashboard", Home;
 * issue 10 "The mentee home"): greeting, weekly progress Monday to Friday, milestones,
 * badges, next sessions, goals due in the next 30 days, this week's activities, Book Another
 * and Book Featured — all from one summary request. Each section shows a skeleton while it
 * loads and an empty state that says what to do.
 */
export function MenteeHomePage() {
  const { t } = useTranslation('dashboard');
  const { data: user } = useAccount();
  // "Welcome" the first time this home is shown, "Welcome back" after (issue 17 item 17).
  const firstVisit = useFirstVisit(user ? `home:${user.id}` : undefined);
  usePageTitle(t('home.pageTitle'));
  const summary = useMenteeSummary();
  const name = firstName(user?.name) || summary.data?.firstName;
  const data = summary.data;
  const loading = !data;

  return (
    <>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {name
            ? t(firstVisit ? 'home.welcome' : 'home.greeting', { name })
            : t(firstVisit ? 'home.welcomeNoName' : 'home.greetingNoName')}
        </h1>
        <p className="mt-2 max-w-2xl text-base text-slate-600">{t('home.intro')}</p>
      </div>
      {summary.isError && !data && (
        <Banner tone="error" className="mt-6">
          <span>{t('home.error')}</span>{' '}
          <Button variant="secondary" className="ml-2" onClick={() => void summary.refetch()}>
            {t('home.retry')}
          </Button>
        </Banner>
      )}
      {loading && !summary.isError && (
        <p className="sr-only" role="status">
          {t('home.loading')}
        </p>
      )}
      <div className="mt-8 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        <WeeklyProgress data={data} loading={loading} />
        <Milestones data={data} loading={loading} />
        <Badges data={data} loading={loading} />
        <NextSessions data={data} loading={loading} />
        <GoalProgress data={data} loading={loading} />
        <WeekActivities data={data} loading={loading} />
        <BookSession data={data} loading={loading} />
      </div>
    </>
  );
}

interface SectionProps {
  data: MenteeSummary | undefined;
  loading: boolean;
}

function WeeklyProgress({ data, loading }: SectionProps) {
  const { t, i18n } = useTranslation('dashboard');
  const days = data?.week ?? [];
  const max = Math.max(1, ...days.map((d) => d.done + d.toDo));
  const empty = days.every((d) => d.done + d.toDo === 0);
  return (
    <HomeCard title={t('home.sections.weeklyProgress.title')} icon={BarChart3} loading={loading}>
      {empty ? (
        <EmptyState
          empty={t('home.sections.weeklyProgress.empty')}
          explanation={t('home.sections.weeklyProgress.explanation')}
          action={{ to: GOALS, label: t('home.actions.planActivity') }}
        />
      ) : (
        <>
          <ul className="flex h-40 items-end justify-between gap-2">
            {days.map((d) => {
              const long = formatDay(d.date, i18n.language, {
                weekday: 'long',
                month: 'long',
                day: 'numeric',
              });
              const isToday = d.date === data?.today;
              return (
                <li key={d.date} className="flex h-full flex-1 flex-col items-center justify-end">
                  <span className="sr-only">
                    {t('home.sections.weeklyProgress.day', {
                      day: isToday ? `${long} (${t('home.sections.weeklyProgress.today')})` : long,
                      done: d.done,
                      toDo: d.toDo,
                    })}
                  </span>
                  <span aria-hidden="true" className="text-xs tabular-nums text-slate-600">
                    {d.done}/{d.done + d.toDo}
                  </span>
                  <div
                    aria-hidden="true"
                    className="mt-1 flex w-full max-w-10 flex-col-reverse overflow-hidden rounded-md bg-slate-100"
                    style={{ height: `${Math.max(6, ((d.done + d.toDo) / max) * 100)}%` }}
                  >
                    <div className="bg-brand-700" style={{ flexGrow: d.done }} />
                    <div className="bg-brand-200" style={{ flexGrow: d.toDo }} />
                  </div>
                  <span
                    aria-hidden="true"
                    className={
                      isToday
                        ? 'mt-1 text-xs font-bold text-brand-800'
                        : 'mt-1 text-xs font-medium text-slate-600'
                    }
                  >
                    {formatDay(d.date, i18n.language, { weekday: 'short' })}
                  </span>
                </li>
              );
            })}
          </ul>
          <div aria-hidden="true" className="mt-3 flex gap-4 text-xs text-slate-600">
            <span className="inline-flex items-center gap-1.5">
              <span className="size-2.5 rounded-sm bg-brand-700" />
              {t('home.sections.weeklyProgress.legendDone')}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <span className="size-2.5 rounded-sm bg-brand-200" />
              {t('home.sections.weeklyProgress.legendToDo')}
            </span>
          </div>
        </>
      )}
    </HomeCard>
  );
}

function Milestones({ data, loading }: SectionProps) {
  const { t, i18n } = useTranslation('dashboard');
  const m = data?.milestones;
  const count = (n: number) => formatInteger(n, i18n.language);
  const money = (list: Money[]) =>
    list.length === 0
      ? formatMoney({ priceMinor: 0, currency: 'USD' }, i18n.language)
      : list.map((v) => formatMoney(v, i18n.language)).join(' + ');
  const items = m
    ? ([
        [
          'timeSaved',
          formatUnit(m.minutesSaved / 60, 'hour', i18n.language, {
            unitDisplay: 'short',
            maximumFractionDigits: 1,
          }),
        ],
        ['skillsLearned', count(m.skillsLearned)],
        ['moneySaved', money(m.moneySaved)],
        ['attendanceStreak', count(m.attendanceStreak)],
        ['goalsAchieved', count(m.goalsAchieved)],
        ['projectsCompleted', count(m.projectsCompleted)],
      ] as const)
    : [];
  const nothing =
    m &&
    m.minutesSaved +
      m.skillsLearned +
      m.attendanceStreak +
      m.goalsAchieved +
      m.projectsCompleted ===
      0 &&
    m.moneySaved.length === 0;
  return (
    <HomeCard title={t('home.sections.milestones.title')} icon={Trophy} loading={loading}>
      {nothing && (
        <p className="mb-3 text-sm text-slate-600">{t('home.sections.milestones.empty')}</p>
      )}
      <dl className="grid grid-cols-2 gap-3">
        {items.map(([key, value]) => (
          <div key={key} className="flex flex-col rounded-xl bg-slate-50 p-3">
            <dt className="text-xs font-semibold text-slate-700">
              {t(`home.sections.milestones.${key}`)}
            </dt>
            <dd className="order-first text-xl font-bold tabular-nums text-slate-900">{value}</dd>
            <dd className="mt-1 text-xs text-slate-600">
              {t(`home.sections.milestones.${key}How`)}
            </dd>
          </div>
        ))}
      </dl>
    </HomeCard>
  );
}

function Badges({ data, loading }: SectionProps) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <HomeCard title={t('home.sections.badges.title')} icon={Award} loading={loading}>
      <ul className="space-y-3">
        {(data?.badges ?? []).map((b) => (
          <li
            key={b.key}
            className={
              b.earnedAt
                ? 'flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 p-3'
                : 'flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3'
            }
          >
            <span
              aria-hidden="true"
              className={
                b.earnedAt
                  ? 'flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white'
                  : 'flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-200 text-slate-600'
              }
            >
              {b.earnedAt ? <Award className="size-5" /> : <Lock className="size-4" />}
            </span>
            <div className="min-w-0">
              <p className="text-sm font-semibold text-slate-900">
                {t(`home.sections.badges.${b.key}`)}
              </p>
              <p className="text-xs text-slate-700">
                {b.earnedAt
                  ? t('home.sections.badges.earnedOn', {
                      date: new Intl.DateTimeFormat(i18n.language, {
                        dateStyle: 'medium',
                        timeZone: viewerTimeZone(),
                      }).format(new Date(b.earnedAt)),
                    })
                  : `${t('home.sections.badges.locked')} · ${t(`home.sections.badges.${b.key}How`)}`}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </HomeCard>
  );
}

function NextSessions({ data, loading }: SectionProps) {
  const { t, i18n } = useTranslation('dashboard');
  const sessions = data?.nextSessions ?? [];
  const when = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: viewerTimeZone(),
  });
  return (
    <HomeCard
      title={t('home.sections.nextSessions.title')}
      icon={CalendarClock}
      loading={loading}
      headerAction={
        sessions.length > 0 && (
          <Link
            to="/dashboard/sessions"
            className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {t('home.sections.nextSessions.all')}
          </Link>
        )
      }
    >
      {sessions.length === 0 ? (
        <EmptyState
          empty={t('home.sections.nextSessions.empty')}
          explanation={t('home.sections.nextSessions.explanation')}
          action={{ to: '/mentors', label: t('home.actions.findMentor') }}
        />
      ) : (
        <ul className="space-y-2">
          {sessions.map((s) => {
            const date = when.format(new Date(s.start));
            return (
              <li key={s.id}>
                <Link
                  to={`/sessions/${s.id}`}
                  aria-label={t('home.sections.nextSessions.open', { date, name: s.mentor.name })}
                  className="block rounded-xl border border-slate-200 p-3 hover:border-brand-300 hover:bg-brand-50/50"
                >
                  <span className="block text-sm font-semibold text-slate-900">{date}</span>
                  <span className="block text-sm text-slate-600">
                    {t('home.sections.nextSessions.with', { name: s.mentor.name })}
                  </span>
                  {s.status === 'pending' && (
                    <span className="mt-1 inline-block rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">
                      {t('home.sections.nextSessions.pending')}
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </HomeCard>
  );
}

function GoalProgress({ data, loading }: SectionProps) {
  const { t, i18n } = useTranslation('dashboard');
  const goals = data?.goals ?? [];
  return (
    <HomeCard
      title={t('home.sections.goalProgress.title')}
      icon={Target}
      loading={loading}
      className="xl:col-span-2"
      headerAction={
        goals.length > 0 && <ActionLink to={GOALS}>{t('home.actions.addGoal')}</ActionLink>
      }
    >
      {goals.length === 0 ? (
        <EmptyState
          empty={t('home.sections.goalProgress.empty')}
          explanation={t('home.sections.goalProgress.explanation')}
          action={{ to: GOALS, label: t('home.actions.addGoal') }}
        />
      ) : (
        <ul className="space-y-4">
          {goals.map((g) => {
            const date = formatDay(g.targetDate, i18n.language, { dateStyle: 'medium' });
            const overdue = data && g.targetDate < data.today;
            return (
              <li key={g.id}>
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="text-sm font-semibold text-slate-900">{g.title}</span>
                  <span
                    className={
                      overdue ? 'text-xs font-medium text-red-700' : 'text-xs text-slate-600'
                    }
                  >
                    {t(
                      overdue
                        ? 'home.sections.goalProgress.overdue'
                        : 'home.sections.goalProgress.due',
                      { date },
                    )}{' '}
                    · <span className="tabular-nums">{g.progress}%</span>
                  </span>
                </div>
                <div
                  role="progressbar"
                  aria-label={t('home.sections.goalProgress.progressOf', { title: g.title })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={g.progress}
                  className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-100"
                >
                  <div
                    className="h-full rounded-full bg-brand-700"
                    style={{ width: `${g.progress}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </HomeCard>
  );
}

const STATUS_STYLE = {
  not_started: 'bg-slate-100 text-slate-800',
  in_progress: 'bg-amber-50 text-amber-900',
  complete: 'bg-emerald-50 text-emerald-800',
} as const;

function WeekActivities({ data, loading }: SectionProps) {
  const { t, i18n } = useTranslation('dashboard');
  const items = data?.activities ?? [];
  const overdue = data?.overdueCount ?? 0;
  return (
    <HomeCard
      title={t('home.sections.activities.title')}
      icon={ListChecks}
      loading={loading}
      className="xl:col-span-2"
    >
      {overdue > 0 && (
        <p className="mb-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          <Link to={GOALS} className="font-medium underline underline-offset-2">
            {t('home.sections.activities.overdue', { count: overdue })}
          </Link>
        </p>
      )}
      {items.length === 0 ? (
        <EmptyState
          empty={t('home.sections.activities.empty')}
          explanation={t('home.sections.activities.explanation')}
          action={{ to: GOALS, label: t('home.actions.planActivity') }}
        />
      ) : (
        <>
          <ul className="divide-y divide-slate-100">
            {items.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                <div className="min-w-0">
                  <p
                    className={
                      a.status === 'complete'
                        ? 'text-sm text-slate-600 line-through'
                        : 'text-sm font-medium text-slate-900'
                    }
                  >
                    {a.name}
                  </p>
                  <p className="text-xs text-slate-600">
                    {t('home.sections.activities.due', {
                      day: formatDay(a.dueDate, i18n.language, {
                        weekday: 'long',
                        month: 'short',
                        day: 'numeric',
                      }),
                    })}
                  </p>
                </div>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${STATUS_STYLE[a.status]}`}
                >
                  {t(`home.sections.activities.status.${a.status}`)}
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-3">
            <Link
              to={GOALS}
              className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {t('home.actions.goals')}
            </Link>
          </div>
        </>
      )}
    </HomeCard>
  );
}

function BookSession({ data, loading }: SectionProps) {
  const { t } = useTranslation('dashboard');
  const last = data?.lastMentor ?? null;
  const featured = data?.featuredMentor ?? null;
  return (
    <HomeCard
      title={t('home.sections.booking.title')}
      icon={CalendarPlus}
      loading={loading}
      className="md:col-span-2 xl:col-span-1"
    >
      {!last && !featured ? (
        <EmptyState
          empty={t('home.sections.booking.empty')}
          explanation={t('home.sections.booking.explanation')}
          action={{ to: '/mentors', label: t('home.actions.findMentor') }}
        />
      ) : (
        <ul className="space-y-3">
          {[
            last && { key: 'another', mentor: last, label: t('home.sections.booking.another') },
            featured && {
              key: 'featured',
              mentor: featured,
              label: t('home.sections.booking.featured'),
            },
          ]
            .filter((x) => !!x)
            .map(({ key, mentor, label }) => (
              <li key={key} className="rounded-xl border border-slate-200 p-3">
                <div className="flex items-center gap-3">
                  {mentor.photoPath ? (
                    <img
                      src={mentor.photoPath}
                      alt=""
                      className="size-10 shrink-0 rounded-full bg-slate-100 object-cover"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800"
                    >
                      {mentor.name.slice(0, 1)}
                    </span>
                  )}
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-semibold text-slate-900">{mentor.name}</p>
                    {mentor.headline && <p className="text-xs text-slate-600">{mentor.headline}</p>}
                  </div>
                </div>
                <Link
                  to={`/mentors/${mentor.id}/book`}
                  aria-label={t(
                    key === 'another'
                      ? 'home.sections.booking.anotherWith'
                      : 'home.sections.booking.featuredWith',
                    { name: mentor.name },
                  )}
                  className="mt-3 block rounded-lg bg-brand-700 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-brand-800"
                >
                  {label}
                </Link>
              </li>
            ))}
        </ul>
      )}
    </HomeCard>
  );
}
