import { formatMoney } from '@pathwise/contracts';
import { ArrowLeft, BadgeCheck, Briefcase, Globe, Sparkles } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useMentor } from '../api/get-mentor.ts';
import { recordView } from '../api/record-view.ts';
import {
  BookSession,
  currentVisit,
  MessageMentor,
  ReportMentor,
} from '../components/profile-actions.tsx';
import { BlockPersonButton } from '@/components/block-dialog.tsx';
import { MentorAvatar } from '@/components/ui/mentor-avatar.tsx';
import type { MentorLinkState } from '../components/mentor-card.tsx';
import { MentorReviewsSection } from '../components/mentor-reviews.tsx';
import { Rating } from '../components/rating.tsx';
import { roleAndCompany } from '../lib/format.ts';
import { useMetaDescription } from '@/lib/use-meta-description.ts';
import { BookingPolicyNote } from '@/components/booking-policy.tsx';

/** "All mentors", back to the results the visitor came from (their search came in link state). */
function BackLink() {
  const { t } = useTranslation('mentors');
  const state = useLocation().state as Partial<MentorLinkState> | null;
  const search = typeof state?.directorySearch === 'string' ? state.directorySearch : '';
  return (
    <Link
      to={`/mentors${search}`}
      className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('profile.back')}
    </Link>
  );
}

/** An unknown, pending or declined mentor (404): said plainly, with the way to the directory. */
function MentorNotFound() {
  const { t } = useTranslation('mentors');
  usePageTitle(t('profile.notFoundTitle'));
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
        {t('profile.notFoundTitle')}
      </h1>
      <p className="mt-4 text-base text-slate-700">{t('profile.notFoundBody')}</p>
      <Link
        to="/mentors"
        className="mt-8 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t('profile.browseAll')}
      </Link>
    </main>
  );
}

function ProfileSkeleton() {
  const { t } = useTranslation('mentors');
  return (
    // A screen high, so that the footer starts below the fold and does not jump down when
    // the profile arrives (Lighthouse: CLS 0.21 from the footer alone; docs/performance.md).
    <main aria-busy="true" className="mx-auto min-h-svh max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <p role="status" className="sr-only">
        {t('profile.loading')}
      </p>
      <div aria-hidden="true" className="animate-pulse">
        <div className="h-4 w-28 rounded bg-slate-200" />
        <div className="mt-8 flex flex-col gap-6 sm:flex-row">
          <div className="size-40 rounded-2xl bg-slate-200" />
          <div className="flex-1 space-y-3">
            <div className="h-8 w-1/2 rounded bg-slate-200" />
            <div className="h-4 w-1/3 rounded bg-slate-100" />
            <div className="h-4 w-1/4 rounded bg-slate-100" />
          </div>
        </div>
        <div className="mt-10 h-40 rounded-2xl bg-slate-100" />
      </div>
    </main>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id={id} className="text-lg font-bold text-slate-950">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/**
 * Report this page view once it has rendered (docs/product.md#1210-earnings-and-analytics): once
 * per page view (the history entry), fire-and-forget, so it never slows the profile.
 */
function useCountView(mentorId: string | undefined) {
  const location = useLocation();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!mentorId || sent.current === location.key) return;
    sent.current = location.key;
    recordView(mentorId, currentVisit(location));
  }, [mentorId, location]);
}

/**
 * /mentors/:id, an approved mentor's public profile:
 * photo, name, role and company, rating, languages, years, coaching focus, skills, topics,
 * about, certification, expert opt-in and plans with prices, and 'Book a session'. Details a
 * mentor has not filled in yet are left out. The document title and meta description name
 * the mentor, role and company.
 */
export function ProfilePage() {
  const { t, i18n } = useTranslation('mentors');
  const { id = '' } = useParams();
  const query = useMentor(id);
  const mentor = query.data;
  useCountView(mentor?.id);
  const role = mentor
    ? roleAndCompany(mentor.headline, mentor.company, (r, c) =>
        t('card.roleCompany', { role: r, company: c }),
      )
    : null;
  usePageTitle(mentor ? (role ? `${mentor.name}, ${role}` : mentor.name) : undefined);
  useMetaDescription(
    mentor
      ? role
        ? t('profile.metaDescription', { name: mentor.name, role })
        : t('profile.metaDescriptionNoRole', { name: mentor.name })
      : undefined,
  );

  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError && isApiError(query.error, 'mentor_not_found')) return <MentorNotFound />;
  if (!mentor) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <BackLink />
        <h1 className="sr-only">{t('profile.errorTitle')}</h1>
        <Banner tone="error" className="mt-6">
          <p className="font-semibold">{t('profile.errorTitle')}</p>
          <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {t('directory.retry')}
          </Button>
        </Banner>
      </main>
    );
  }

  const list = new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' });
  const background = [
    mentor.employmentStatus && t(`profile.statuses.${mentor.employmentStatus}`),
    mentor.industry && t(`profile.industries.${mentor.industry}`),
  ].filter((v): v is string => Boolean(v));
  const links = Object.entries(mentor.links ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  const certification =
    mentor.certification === 'others'
      ? (mentor.certificationOther ?? t('certifications.others'))
      : t(`certifications.${mentor.certification}`);

  return (
    <main aria-labelledby="mentor-name" className="bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
        <BackLink />
        <header className="mt-6 flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 sm:flex-row sm:items-start sm:p-8">
          <MentorAvatar
            name={mentor.name}
            photoPath={mentor.photoPath}
            alt={t('card.photo', { name: mentor.name })}
            eager
            className="size-32 shrink-0 rounded-2xl sm:size-40"
          />
          <div className="min-w-0 flex-1">
            <h1
              id="mentor-name"
              className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl"
            >
              {mentor.name}
            </h1>
            {role && <p className="mt-1 text-lg text-slate-700">{role}</p>}
            <Rating
              ratingAvg={mentor.ratingAvg}
              reviewCount={mentor.reviewCount}
              className="mt-3"
            />
            <ul className="mt-4 flex flex-col gap-2 text-sm text-slate-700">
              {mentor.yearsExperience !== null && (
                <li className="flex items-center gap-2">
                  <Briefcase className="size-4 text-brand-700" aria-hidden="true" />
                  {t('profile.years', { count: mentor.yearsExperience })}
                </li>
              )}
              {mentor.languages.length > 0 && (
                <li className="flex items-center gap-2">
                  <Globe className="size-4 text-brand-700" aria-hidden="true" />
                  {t('profile.speaks', {
                    languages: list.format(mentor.languages.map((l) => t(`languages.${l}`))),
                  })}
                </li>
              )}
              {mentor.expertOptIn && (
                <li className="flex items-center gap-2">
                  <Sparkles className="size-4 text-brand-700" aria-hidden="true" />
                  {t('profile.expert')}
                </li>
              )}
            </ul>
          </div>
          <div className="flex flex-col items-start gap-2">
            <BookSession mentor={mentor} />
            <MessageMentor mentor={mentor} />
            <ReportMentor mentor={mentor} />
            <BlockPersonButton person={{ id: mentor.id, name: mentor.name }} />
          </div>
        </header>

        <div className="mt-6 grid gap-6 lg:grid-cols-[1.6fr_1fr]">
          <div className="flex flex-col gap-6">
            <Section id="mentor-about" title={t('profile.about')}>
              <p className="whitespace-pre-line text-base leading-7 text-slate-800">
                {mentor.about || t('profile.noDetails')}
              </p>
            </Section>
            <Section id="mentor-expertise" title={t('profile.expertise')}>
              <dl className="grid gap-4 text-sm">
                <div>
                  <dt className="font-semibold text-slate-900">{t('profile.niche')}</dt>
                  <dd className="mt-1 text-slate-700">{t(`niches.${mentor.niche}`)}</dd>
                </div>
                {mentor.skills.length > 0 && (
                  <div>
                    <dt className="font-semibold text-slate-900">{t('profile.skills')}</dt>
                    <dd className="mt-2">
                      <ul className="flex flex-wrap gap-1.5">
                        {mentor.skills.map((skill) => (
                          <li
                            key={skill}
                            className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800"
                          >
                            {t(`skills.${skill}`)}
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </div>
                )}
                {mentor.topics.length > 0 && (
                  <div>
                    <dt className="font-semibold text-slate-900">{t('profile.topics')}</dt>
                    <dd className="mt-1 text-slate-700">
                      {list.format(mentor.topics.map((topic) => t(`topics.${topic}`)))}
                    </dd>
                  </div>
                )}
                {mentor.skillsText && (
                  <div>
                    <dt className="font-semibold text-slate-900">{t('profile.skillsText')}</dt>
                    <dd className="mt-1 whitespace-pre-line text-slate-700">{mentor.skillsText}</dd>
                  </div>
                )}
                {mentor.certification !== 'none' && (
                  <div>
                    <dt className="font-semibold text-slate-900">{t('profile.certification')}</dt>
                    <dd className="mt-1 flex items-center gap-1.5 text-slate-700">
                      <BadgeCheck className="size-4 text-emerald-700" aria-hidden="true" />
                      {certification}
                    </dd>
                  </div>
                )}
                {background.length > 0 && (
                  <div>
                    <dt className="font-semibold text-slate-900">{t('profile.background')}</dt>
                    <dd className="mt-1 text-slate-700">{background.join(' · ')}</dd>
                  </div>
                )}
                {links.length > 0 && (
                  <div>
                    <dt className="font-semibold text-slate-900">{t('profile.links')}</dt>
                    <dd className="mt-1">
                      <ul className="flex flex-wrap gap-x-4 gap-y-1">
                        {links.map(([key, url]) => (
                          <li key={key}>
                            <a
                              href={url}
                              target="_blank"
                              rel="noopener noreferrer nofollow ugc"
                              className="font-medium text-brand-800 underline-offset-2 hover:underline"
                            >
                              {t(`profile.linkLabels.${key}`)}
                              <span className="sr-only"> {t('profile.opensElsewhere')}</span>
                            </a>
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </div>
                )}
              </dl>
            </Section>
            <MentorReviewsSection mentorId={mentor.id} mentorName={mentor.name} />
          </div>

          <section
            id="mentor-plans"
            aria-labelledby="mentor-plans-title"
            tabIndex={-1}
            className="h-fit scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 outline-none"
          >
            <h2 id="mentor-plans-title" className="text-lg font-bold text-slate-950">
              {t('profile.plans')}
            </h2>
            {mentor.plans.length === 0 ? (
              <p className="mt-3 text-sm text-slate-700">{t('profile.plansEmpty')}</p>
            ) : (
              <ul className="mt-4 flex flex-col gap-3">
                {mentor.plans.map((plan, index) => (
                  <li key={index} className="rounded-xl border border-slate-200 p-4">
                    <div className="flex items-baseline justify-between gap-3">
                      <h3 className="font-semibold text-slate-900">{plan.name}</h3>
                      <p className="text-lg font-bold text-slate-950">
                        {plan.priceMinor === 0
                          ? t('profile.free')
                          : formatMoney(plan, i18n.language)}
                      </p>
                    </div>
                    <p className="mt-1 text-sm text-slate-700">
                      {t('profile.planSessions', { count: plan.sessions })}
                    </p>
                    {plan.deliverables && (
                      <p className="mt-2 text-sm text-slate-700">{plan.deliverables}</p>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <BookingPolicyNote
              mentorId={mentor.id}
              className="mt-5 border-t border-slate-200 pt-4"
            />
          </section>
        </div>
      </div>
    </main>
  );
}
