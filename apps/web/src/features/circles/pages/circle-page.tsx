import { ArrowLeft, GraduationCap, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { initials } from '@/lib/initials.ts';
import { isApiError } from '@/lib/api-client.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useCircle } from '../api/get-circle.ts';
import { CategoryBadge } from '../components/category-badge.tsx';
import { CircleActions } from '../components/circle-actions.tsx';
import type { CircleLinkState } from '../components/circle-card.tsx';
import { CircleCounts } from '../components/circle-counts.tsx';
import { CircleCover } from '../components/circle-cover.tsx';
import { CircleDiscussion } from '../components/circle-discussion.tsx';

/** "All circles", back to the list as the visitor left it (its filters came in link state). */
function BackLink() {
  const { t } = useTranslation('circles');
  const location = useLocation();
  const state = location.state as Partial<CircleLinkState> | null;
  const search = typeof state?.listSearch === 'string' ? state.listSearch : '';
  return (
    <Link
      to={`/circles${search}`}
      className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('detail.back')}
    </Link>
  );
}

/** A circle that does not exist (404): said plainly, with the way back to all circles. */
function CircleNotFound() {
  const { t } = useTranslation('circles');
  usePageTitle(t('detail.notFoundTitle'));
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
        {t('detail.notFoundTitle')}
      </h1>
      <p className="mt-4 text-base text-slate-700">{t('detail.notFoundBody')}</p>
      <Link
        to="/circles"
        className="mt-8 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t('detail.browseAll')}
      </Link>
    </main>
  );
}

/**
 * /circles/:id: the circle's cover, category, title, description, counts, Join and Like, the
 * approved mentors in it, its newest members (docs/product.md#128-circles "Circles") and its
 * discussion (docs/product.md#128-circles).
 */
export function CirclePage() {
  const { t, i18n } = useTranslation('circles');
  const { id = '' } = useParams();
  const query = useCircle(id);
  const circle = query.data;
  usePageTitle(circle?.title ?? t('list.title'));

  if (query.isPending) {
    return (
      // A screen high, so that the footer starts below the fold and does not jump down when
      // the circle arrives (Lighthouse: CLS 0.52 from the footer alone; docs/performance.md).
      <main aria-busy="true" className="min-h-svh">
        <PageSpinner />
      </main>
    );
  }
  if (query.isError && isApiError(query.error, 'circle_not_found')) return <CircleNotFound />;
  if (!circle) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <BackLink />
        <h1 className="sr-only">{t('detail.errorTitle')}</h1>
        <Banner tone="error" className="mt-6">
          <p className="font-semibold">{t('detail.errorTitle')}</p>
          <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {t('list.retry')}
          </Button>
        </Banner>
      </main>
    );
  }

  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const { members, mentors } = circle;

  return (
    <main aria-labelledby="circle-title" className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <BackLink />
      <article className="mt-6">
        <div className="overflow-hidden rounded-2xl border border-slate-200">
          <CircleCover
            src={circle.imagePath}
            category={circle.category}
            className="sm:aspect-[3/1]"
            eager
          />
        </div>
        <div className="mt-6 flex flex-col gap-6 lg:flex-row lg:items-start lg:justify-between">
          <div className="max-w-2xl">
            <CategoryBadge category={circle.category} />
            <h1
              id="circle-title"
              className="mt-3 text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl"
            >
              {circle.title}
            </h1>
            <p className="mt-4 text-base leading-7 text-slate-700 sm:text-lg sm:leading-8">
              {circle.description}
            </p>
            <CircleCounts
              memberCount={circle.memberCount}
              likeCount={circle.likeCount}
              className="mt-5"
            />
          </div>
          <CircleActions circle={circle} size="lg" className="shrink-0" />
        </div>

        <div className="mt-12 grid gap-8 lg:grid-cols-2">
          <section
            aria-labelledby="circle-mentors"
            className="rounded-2xl border border-slate-200 p-6"
          >
            <h2
              id="circle-mentors"
              className="flex items-center gap-2 text-lg font-bold text-slate-950"
            >
              <GraduationCap className="size-5 text-brand-700" aria-hidden="true" />
              {t('detail.mentors')}
            </h2>
            {mentors.length === 0 ? (
              <p className="mt-4 text-sm text-slate-700">{t('detail.mentorsEmpty')}</p>
            ) : (
              <ul className="mt-4 divide-y divide-slate-100">
                {mentors.map((mentor) => (
                  <li key={mentor.id} className="flex items-center gap-3 py-3">
                    <span
                      aria-hidden="true"
                      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
                    >
                      {initials(mentor.name, undefined)}
                    </span>
                    <Link
                      to={`/mentors/${mentor.id}`}
                      state={{ from: 'circles' }}
                      className="rounded-sm font-semibold text-slate-900 hover:text-brand-700 hover:underline"
                    >
                      {mentor.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section
            aria-labelledby="circle-members"
            className="rounded-2xl border border-slate-200 p-6"
          >
            <h2
              id="circle-members"
              className="flex items-center gap-2 text-lg font-bold text-slate-950"
            >
              <Users className="size-5 text-brand-700" aria-hidden="true" />
              {t('detail.members')}
            </h2>
            {members.items.length === 0 ? (
              <p className="mt-4 text-sm text-slate-700">{t('detail.membersEmpty')}</p>
            ) : (
              <>
                <ul className="mt-4 divide-y divide-slate-100">
                  {members.items.map((member, index) => (
                    <li
                      key={`${member.joinedAt}-${index}`}
                      className="flex items-center gap-3 py-3"
                    >
                      <span
                        aria-hidden="true"
                        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-bold text-slate-700"
                      >
                        {initials(member.name, undefined)}
                      </span>
                      <div className="min-w-0">
                        <p className="truncate font-medium text-slate-900">{member.name}</p>
                        <p className="text-xs text-slate-600">
                          {t('detail.joinedOn', { date: date.format(new Date(member.joinedAt)) })}
                        </p>
                      </div>
                    </li>
                  ))}
                </ul>
                {members.total > members.items.length && (
                  <p className="mt-3 text-sm text-slate-600">
                    {t('detail.membersMore', { shown: members.items.length, total: members.total })}
                  </p>
                )}
              </>
            )}
          </section>
        </div>

        <CircleDiscussion circle={circle} />
      </article>
    </main>
  );
}
