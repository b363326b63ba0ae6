import { DASHBOARD_PATHS, PROFILE_LINK_KEYS, type Profile } from '@pathwise/contracts';
import { ExternalLink, Pencil } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { MentorAvatar } from '@/components/ui/mentor-avatar.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useOwnProfile } from '../api/own-profile.ts';

const linkClass =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * `/dashboard/profile` and `/dashboard_mentor/profile` (docs/product.md#1115-settings-that-save):
 * the person's own profile as others see it, with an Edit button into Settings → Profile; for a
 * mentor, their review status and, once approved, a "View as public" link to `/mentors/:id`.
 */
export function OwnProfilePage() {
  const { t } = useTranslation('profile');
  usePageTitle(t('page.title'));
  const query = useOwnProfile();
  return (
    <section aria-labelledby="own-profile-title" className="mx-auto max-w-4xl">
      <h1 id="own-profile-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('page.title')}
      </h1>
      <p className="mt-2 text-sm text-slate-700">{t('page.intro')}</p>
      {query.isPending ? (
        <div aria-busy="true" className="mt-6">
          <p role="status" className="sr-only">
            {t('page.loading')}
          </p>
          <div aria-hidden="true" className="flex animate-pulse flex-col gap-4">
            <div className="h-40 rounded-2xl bg-slate-100" />
            <div className="h-48 rounded-2xl bg-slate-100" />
          </div>
        </div>
      ) : query.isError ? (
        <Banner tone="error" className="mt-6">
          <p className="font-semibold">
            {isApiError(query.error, 'general_forbidden')
              ? t('page.notOnboarded')
              : t('page.error')}
          </p>
          {!isApiError(query.error, 'general_forbidden') && (
            <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
              {t('page.retry')}
            </Button>
          )}
        </Banner>
      ) : (
        <ProfileView profile={query.data} />
      )}
    </section>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function ProfileView({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const { t: tm } = useTranslation('mentors');
  const { t: to } = useTranslation('onboarding');
  const base = DASHBOARD_PATHS[profile.role];
  const editPath = `${base}/settings/profile`;
  const skillLabel = (skill: string) =>
    profile.role === 'mentor' ? tm(`skills.${skill}`) : to(`qualities.skills.${skill}`);
  const role =
    profile.headline && profile.company
      ? t('facts.roleAtCompany', { role: profile.headline, company: profile.company })
      : profile.headline || profile.company;
  const links = PROFILE_LINK_KEYS.filter((key) => profile.links[key] !== '');
  const { completeness } = profile;
  return (
    <div className="mt-6 flex flex-col gap-6">
      {profile.status && (
        <Banner tone={profile.status === 'approved' ? 'success' : 'info'}>
          <p>{t(`review.${profile.status}`)}</p>
        </Banner>
      )}

      <div className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:p-6">
        <MentorAvatar
          name={profile.name}
          photoPath={profile.photoPath}
          alt={t('page.photoAlt', { name: profile.name })}
          eager
          className="size-28 shrink-0 rounded-2xl"
        />
        <div className="min-w-0 flex-1">
          <p className="text-xl font-bold text-slate-900">{profile.name}</p>
          <p className="mt-1 text-slate-700">{role || t('empty.headline')}</p>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            {profile.yearsExperience !== null && (
              <li>{t('facts.years', { count: profile.yearsExperience })}</li>
            )}
            {profile.employmentStatus && (
              <li>
                <span className="sr-only">{t('facts.status')}: </span>
                {t(`statuses.${profile.employmentStatus}`)}
              </li>
            )}
            {profile.industry && (
              <li>
                {t('facts.industry')}: {t(`industries.${profile.industry}`)}
              </li>
            )}
          </ul>
        </div>
        <div className="flex flex-col gap-2 sm:items-end">
          <Link to={editPath} className={`${linkClass} bg-brand-700 text-white hover:bg-brand-800`}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('page.edit')}
          </Link>
          {profile.role === 'mentor' && profile.status === 'approved' && (
            <Link
              to={`/mentors/${encodeURIComponent(profile.id)}`}
              className={`${linkClass} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
            >
              {t('page.viewPublic')}
            </Link>
          )}
        </div>
      </div>

      {completeness.missing.length > 0 && (
        <Banner tone="info">
          <p className="font-semibold">
            {t('completeness.title', { percent: completeness.percent })}
          </p>
          <p className="mt-1">
            {t('completeness.missing', {
              parts: completeness.missing.map((part) => t(`parts.${part}`)).join(', '),
            })}
          </p>
          {completeness.missing.includes('availability') && (
            <p className="mt-1">
              {t('completeness.hoursFirst')}{' '}
              <Link to={`${base}/availability`} className="font-semibold underline">
                {t('completeness.hoursAction')}
              </Link>
            </p>
          )}
        </Banner>
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        <Card title={t('sections.about')}>
          {profile.about.trim() ? (
            <p className="text-sm whitespace-pre-line text-slate-800">{profile.about}</p>
          ) : (
            <p className="text-sm text-slate-600">{t('empty.about')}</p>
          )}
        </Card>
        <Card title={t('sections.skills')}>
          {profile.skills.length > 0 ? (
            <ul className="flex flex-wrap gap-2">
              {profile.skills.map((skill) => (
                <li
                  key={skill}
                  className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900"
                >
                  {skillLabel(skill)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">{t('empty.skills')}</p>
          )}
        </Card>
        <Card title={t('sections.languages')}>
          {profile.languages.length > 0 ? (
            <p className="text-sm text-slate-800">
              {profile.languages.map((code) => tm(`languages.${code}`)).join(', ')}
            </p>
          ) : (
            <p className="text-sm text-slate-600">{t('empty.languages')}</p>
          )}
        </Card>
        <Card title={t('sections.links')}>
          {links.length > 0 ? (
            <ul className="flex flex-col gap-2">
              {links.map((key) => (
                <li key={key}>
                  <a
                    href={profile.links[key]}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline hover:text-brand-800"
                  >
                    {t(`links.${key}`)}
                    <ExternalLink aria-hidden="true" className="size-3.5" />
                    <span className="sr-only">{t('links.opensInNewTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">{t('empty.links')}</p>
          )}
        </Card>
      </div>
    </div>
  );
}
