import type { Activity, Goal, MenteeDetail, MenteeSession } from '@pathwise/contracts';
import { ArrowLeft, CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useMentee } from '../api/mentees-api.ts';
import { ActivityList } from '../components/activity-list.tsx';
import { AssignForm } from '../components/assign-form.tsx';
import { MeetingBadge } from '../components/meeting-badge.tsx';
import { ProgressBar } from '../components/progress-bar.tsx';
import { formatDay, formatWhen } from '../lib/format.ts';
import { MENTEES_PATH } from '../lib/paths.ts';

/**
 * `/dashboard_mentor/mentees/:id` (docs/product.md#220-mentor-dashboard): who the mentee is and
 * what they want (onboarding answers), the goals they share with this mentor with those goals'
 * activities, the work this mentor assigned (marked done here; a test with its score out of
 * 100), their sessions with this mentor (each linking to `/sessions/:id`), and the form that
 * assigns an Assignment or a Test. Anyone who is not the mentor's mentee gets a clear 404.
 */
export function MenteePage() {
  const { t } = useTranslation('mentees');
  const { id = '' } = useParams();
  const query = useMentee(id);
  usePageTitle(query.data?.mentee.name ?? t('page.title'));

  return (
    <div className="mx-auto max-w-6xl">
      <Link
        to={MENTEES_PATH}
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('detail.back')}
      </Link>
      {query.isPending ? (
        <div aria-busy="true" className="mt-4">
          <p role="status" className="sr-only">
            {t('detail.loading')}
          </p>
          <div aria-hidden="true" className="animate-pulse space-y-4">
            <div className="h-28 rounded-2xl bg-slate-100" />
            <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
              <div className="h-80 rounded-2xl bg-slate-100" />
              <div className="h-80 rounded-2xl bg-slate-100" />
            </div>
          </div>
        </div>
      ) : query.isError ? (
        isApiError(query.error) && query.error.status === 404 ? (
          <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
            <h1 className="text-lg font-semibold text-slate-900">{t('detail.notFound')}</h1>
            <p className="mt-1 text-sm text-slate-700">{t('detail.notFoundHint')}</p>
          </div>
        ) : (
          <Banner tone="error" className="mt-6">
            <p className="font-semibold">{t('detail.error')}</p>
            <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
              {t('page.retry')}
            </Button>
          </Banner>
        )
      ) : (
        <Detail data={query.data} />
      )}
    </div>
  );
}

function Detail({ data }: { data: MenteeDetail }) {
  const { t } = useTranslation('mentees');
  const { mentee, row } = data;
  const goalText =
    mentee.goal === 'other' && mentee.goalOther
      ? mentee.goalOther
      : mentee.goal
        ? t(`onboarding:menteeGoal.options.${mentee.goal}`)
        : null;
  const byGoal = new Map<string | null, Activity[]>();
  const shared = new Set(data.goals.map((g) => g.id));
  for (const a of data.activities) {
    const key = a.goalId && shared.has(a.goalId) ? a.goalId : null;
    byGoal.set(key, [...(byGoal.get(key) ?? []), a]);
  }
  const loose = byGoal.get(null) ?? [];

  return (
    <>
      <header className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{mentee.name}</h1>
            {mentee.headline && <p className="text-sm text-slate-700">{mentee.headline}</p>}
          </div>
          <div className="flex items-center gap-2">
            <MeetingBadge status={row.meeting?.status ?? null} />
          </div>
        </div>
        <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-5">
          {goalText && (
            <div>
              <dt className="text-xs font-semibold text-slate-600">{t('detail.goalLabel')}</dt>
              <dd className="mt-0.5 text-slate-900">{goalText}</dd>
            </div>
          )}
          <div>
            <dt className="text-xs font-semibold text-slate-600">{t('table.course')}</dt>
            <dd className="mt-0.5 text-slate-900">{row.courseName ?? t('table.noCourse')}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold text-slate-600">{t('table.assignments')}</dt>
            <dd className="mt-0.5 text-slate-900">{t('table.doneOfLong', row.assignments)}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold text-slate-600">{t('table.tests')}</dt>
            <dd className="mt-0.5 text-slate-900">{t('table.doneOfLong', row.tests)}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold text-slate-600">{t('table.progress')}</dt>
            <dd className="mt-1">
              {row.progress === null ? (
                <span className="text-slate-700">{t('table.noProgress')}</span>
              ) : (
                <ProgressBar
                  value={row.progress}
                  label={t('table.progressOf', { name: mentee.name })}
                />
              )}
            </dd>
          </div>
          {mentee.skills.length > 0 && (
            <div className="sm:col-span-2 lg:col-span-5">
              <dt className="text-xs font-semibold text-slate-600">{t('detail.skills')}</dt>
              <dd className="mt-1 flex flex-wrap gap-1.5">
                {mentee.skills.map((s) => (
                  <span
                    key={s}
                    className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-900"
                  >
                    {t(`onboarding:qualities.skills.${s}`)}
                  </span>
                ))}
              </dd>
            </div>
          )}
        </dl>
      </header>

      <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="goals-title">
            <h2 id="goals-title" className="text-lg font-semibold text-slate-900">
              {t('detail.goals')}
            </h2>
            {data.goals.length === 0 ? (
              <p className="mt-2 rounded-2xl border border-dashed border-slate-300 bg-white p-5 text-sm text-slate-700">
                {t('detail.goalsEmpty', { name: mentee.name })}
              </p>
            ) : (
              <ul className="mt-3 space-y-4">
                {data.goals.map((goal) => (
                  <GoalCard
                    key={goal.id}
                    goal={goal}
                    goals={data.goals}
                    activities={byGoal.get(goal.id) ?? []}
                    today={data.today}
                  />
                ))}
              </ul>
            )}
          </section>
          {loose.length > 0 && (
            <section
              aria-labelledby="loose-title"
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h2 id="loose-title" className="text-lg font-semibold text-slate-900">
                {t('detail.noGoal')}
              </h2>
              <ActivityList activities={loose} today={data.today} goals={data.goals} />
            </section>
          )}
        </div>
        <div className="min-w-0 space-y-6">
          <AssignForm
            menteeId={mentee.id}
            menteeName={mentee.name}
            goals={data.goals}
            today={data.today}
          />
          <Sessions sessions={data.sessions} />
        </div>
      </div>
    </>
  );
}

function GoalCard({
  goal,
  goals,
  activities,
  today,
}: {
  goal: Goal;
  goals: Goal[];
  activities: Activity[];
  today: string;
}) {
  const { t, i18n } = useTranslation('mentees');
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <h3 className="font-semibold text-slate-900">{goal.title}</h3>
        {goal.targetDate && (
          <p className="text-xs text-slate-600">{formatDay(goal.targetDate, i18n.language)}</p>
        )}
      </div>
      {goal.why && <p className="mt-1 text-sm text-slate-700">{goal.why}</p>}
      <ProgressBar
        className="mt-3"
        value={goal.progress}
        label={t('detail.goalProgress', { title: goal.title })}
      />
      {activities.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('detail.activitiesEmpty')}</p>
      ) : (
        <ActivityList activities={activities} today={today} goals={goals} />
      )}
    </li>
  );
}

function Sessions({ sessions }: { sessions: MenteeSession[] }) {
  const { t, i18n } = useTranslation('mentees');
  return (
    <section
      aria-labelledby="sessions-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="sessions-title" className="text-lg font-semibold text-slate-900">
        {t('detail.sessions')}
      </h2>
      {sessions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t('detail.sessionsEmpty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {sessions.map((s) => {
            const when = formatWhen(s.start, i18n.language);
            return (
              <li key={s.id} className="flex items-start gap-3 py-3">
                <CalendarClock
                  className="mt-0.5 size-4 shrink-0 text-brand-700"
                  aria-hidden="true"
                />
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/sessions/${encodeURIComponent(s.id)}`}
                    aria-label={t('detail.openSession', { date: when })}
                    className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                  >
                    {when}
                  </Link>
                  <p className="text-xs text-slate-700">
                    {t(`session.${s.status}`)}
                    {s.planName ? ` · ${s.planName}` : ''}
                  </p>
                  {s.agenda && (
                    <p className="mt-1 line-clamp-2 text-sm text-slate-700">{s.agenda}</p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
