import { DASHBOARD_PATHS, Profile } from '@pathwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { UserRoundPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '@/lib/api-client.ts';

/**
 * After approval, the mentor home asks the mentor to complete their profile
 * (docs/product.md#121-mentor-vetting; a public profile worth booking: onboarding never asks for a photo, job title, company,
 * years or languages): a completeness meter naming what is missing, with the way into
 * Settings → Profile. Weekly hours, while there are none, come first with a link to the
 * availability page. Fed by `GET /api/profile` (the same cache entry as the Profile tab).
 * Shows nothing while loading, on error, before approval, or once the profile is complete.
 */
export function ProfileCompleteness() {
  const { t } = useTranslation('mentor', { keyPrefix: 'completeness' });
  const query = useQuery({
    queryKey: ['profile'],
    queryFn: ({ signal }) => api('/profile', { schema: Profile, signal }),
  });
  const profile = query.data;
  if (!profile || profile.status !== 'approved' || profile.completeness.missing.length === 0)
    return null;
  const { percent, missing } = profile.completeness;
  // Without weekly hours nobody can book: named first, with its own way in (docs/product.md#121-mentor-vetting).
  const needsHours = missing.includes('availability');
  return (
    <section
      aria-labelledby="profile-completeness-title"
      className="mt-6 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <UserRoundPen aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
        <div className="min-w-0 flex-1">
          <h2 id="profile-completeness-title" className="text-lg font-semibold text-slate-900">
            {t('title')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t('intro')}</p>
          {needsHours && (
            <p className="mt-3 text-sm font-semibold text-slate-900">
              {t('hoursFirst')}{' '}
              <Link
                to={`${DASHBOARD_PATHS.mentor}/availability`}
                className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {t('hoursAction')}
              </Link>
            </p>
          )}
          <div className="mt-4 flex items-center gap-3">
            <div
              role="meter"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-label={t('meterLabel')}
              aria-valuetext={t('percent', { percent })}
              className="h-2.5 flex-1 overflow-hidden rounded-full bg-white ring-1 ring-brand-200"
            >
              <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
            </div>
            <span aria-hidden="true" className="text-sm font-semibold text-brand-900">
              {t('percent', { percent })}
            </span>
          </div>
          <p className="mt-3 text-sm font-medium text-slate-800">{t('missing')}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {missing.map((part) => (
              <li
                key={part}
                className="rounded-full bg-white px-3 py-1 text-sm text-slate-800 ring-1 ring-slate-200"
              >
                {t(`parts.${part}`)}
              </li>
            ))}
          </ul>
        </div>
        <Link
          to={`${DASHBOARD_PATHS.mentor}/settings/profile`}
          className="inline-flex shrink-0 items-center justify-center rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('action')}
        </Link>
      </div>
    </section>
  );
}
