import {
  CONTACT_LINK_KEYS,
  DASHBOARD_PATHS,
  EMPLOYMENT_STATUSES,
  INDUSTRIES,
  PROFILE_BIO_MAX_LENGTH,
  PROFILE_HEADLINE_MAX_LENGTH,
  PROFILE_SKILLS_MAX_BY_ROLE,
  SOCIAL_LINK_KEYS,
  UpdateProfile,
  type Profile,
} from '@pathwise/contracts';
import { useId, useState, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { LeaveDialog } from '@/components/ui/leave-dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Form, useContractForm } from '@/components/ui/form.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { PhotoField } from '../profile/photo-field.tsx';
import { useProfile, useSaveProfile } from '../profile/profile-api.ts';
import { useLeaveGuard } from '@/lib/use-leave-guard.ts';
import { BioField, SkillChips, YearsField } from '../profile/profile-fields.tsx';
import { fieldOfMessage, flatten, toValues } from '../profile/profile-values.ts';

type Values = UpdateProfile;

/**
 * Settings → Profile (docs/product.md "Settings" Profile): Basic Information, About
 * and Expertise, Contact Information, Social Profile, years of experience (mentors) and the
 * photo, for both roles. One Save Changes (`PUT /api/profile`) that reports success or names
 * the field in error; leaving with unsaved changes asks first. A mentor's save is what the
 * directory and the public profile show at once.
 */
export default function ProfileTab() {
  const { t } = useTranslation('settings', { keyPrefix: 'profile' });
  const query = useProfile();
  if (query.isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t('loading')}
        </p>
        <div aria-hidden="true" className="flex animate-pulse flex-col gap-4">
          <div className="h-24 rounded-2xl bg-slate-100" />
          <div className="h-48 rounded-2xl bg-slate-100" />
          <div className="h-40 rounded-2xl bg-slate-100" />
        </div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <Banner tone="error">
        <p className="font-semibold">
          {isApiError(query.error, 'general_forbidden') ? t('notOnboarded') : t('loadError')}
        </p>
        {!isApiError(query.error, 'general_forbidden') && (
          <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        )}
      </Banner>
    );
  }
  return <ProfileForm profile={query.data} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="border-t border-slate-200 pt-5 first:border-0 first:pt-0"
    >
      <h3 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('settings', { keyPrefix: 'profile' });
  const { t: tm } = useTranslation('mentors');
  const save = useSaveProfile();
  const [status, setStatus] = useState<'idle' | 'saved'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const isMentor = profile.role === 'mentor';
  const fieldLabel = (field: string): string => t(`fields.${field}`, { defaultValue: field });

  const form = useContractForm(UpdateProfile, {
    defaultValues: toValues(profile),
    message: (field, code) => {
      const name = String(field);
      if (name.startsWith('links.'))
        return code === 'too_big' ? t('errors.tooLong', { max: 500 }) : t('errors.url');
      if (name === 'yearsExperience') return t('errors.years');
      if (name === 'skills' || name.startsWith('skills.'))
        return t('errors.skills', { max: PROFILE_SKILLS_MAX_BY_ROLE[profile.role] });
      if (code === 'too_big')
        return t('errors.tooLong', {
          max: name === 'about' ? PROFILE_BIO_MAX_LENGTH : PROFILE_HEADLINE_MAX_LENGTH,
        });
      if (code === 'custom') return t('errors.oneLine');
      return t('errors.invalid');
    },
  });
  const { isDirty } = form.formState;
  const guard = useLeaveGuard(isDirty);

  const onSubmit = (values: Values) => {
    setFailure(null);
    setStatus('idle');
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(toValues(saved));
        setStatus('saved');
      },
      onError: (error) => {
        const field = isApiError(error, 'general_argument_invalid')
          ? fieldOfMessage(error.message)
          : null;
        if (field && isApiError(error)) {
          const text = error.message.replace(/^Invalid `[^`]+` param: /, '');
          form.setError(field as never, { type: 'server', message: text }, { shouldFocus: true });
          setFailure(t('save.invalid', { field: fieldLabel(field), message: text }));
        } else {
          setFailure(t('save.failed'));
        }
      },
    });
  };

  const onInvalid = (errors: object) => {
    const [first] = Object.entries(flatten(errors));
    setStatus('idle');
    if (first) setFailure(t('save.invalid', { field: fieldLabel(first[0]), message: first[1] }));
  };

  const base = DASHBOARD_PATHS[profile.role];
  return (
    <Form form={form} onSubmit={onSubmit} onInvalid={onInvalid} className="flex flex-col gap-6">
      <p className="text-sm text-slate-700">
        {t(profile.role === 'mentor' ? 'intro' : 'introMentee')}
      </p>
      <PhotoField profile={profile} />

      <Section title={t('basic.title')}>
        <Field
          name="headline"
          label={t('basic.headline')}
          placeholder={t('basic.headlinePlaceholder')}
          autoComplete="organization-title"
        />
        <Controller
          name="employmentStatus"
          control={form.control}
          render={({ field }) => (
            <SelectField
              label={t('basic.status')}
              value={field.value ?? ''}
              placeholder={t('basic.statusPlaceholder')}
              options={EMPLOYMENT_STATUSES.map((value) => ({
                value,
                label: t(`statuses.${value}`),
              }))}
              onChange={(value) => field.onChange(value === '' ? null : value)}
            />
          )}
        />
        <Field name="company" label={t('basic.company')} autoComplete="organization" />
        <Controller
          name="industry"
          control={form.control}
          render={({ field }) => (
            <SelectField
              label={t('basic.industry')}
              value={field.value ?? ''}
              placeholder={t('basic.industryPlaceholder')}
              options={INDUSTRIES.map((value) => ({ value, label: t(`industries.${value}`) }))}
              onChange={(value) => field.onChange(value === '' ? null : value)}
            />
          )}
        />
        {isMentor && <YearsField label={t('basic.years')} hint={t('basic.yearsHint')} />}
      </Section>

      <Section title={t('about.title')}>
        <BioField />
        <SkillChips role={profile.role} />
      </Section>

      <Section title={t('contact.title')}>
        <div className="sm:col-span-2">
          <p className="text-sm font-medium text-slate-800">{t('contact.languages')}</p>
          {profile.languages.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-2">
              {profile.languages.map((code) => (
                <li
                  key={code}
                  className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800"
                >
                  {tm(`languages.${code}`)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-slate-600">{t('contact.noLanguages')}</p>
          )}
          <p className="mt-2 text-xs text-slate-600">
            {t('contact.languagesHint')}{' '}
            <Link
              to={`${base}/settings/languages`}
              className="font-medium text-brand-700 underline hover:text-brand-800"
            >
              {t('contact.editLanguages')}
            </Link>
          </p>
        </div>
        {CONTACT_LINK_KEYS.map((key) => (
          <Field
            key={key}
            name={`links.${key}`}
            type="url"
            inputMode="url"
            label={t(`contact.${key}`)}
            placeholder={t('contact.urlPlaceholder')}
          />
        ))}
      </Section>

      <Section title={t('social.title')}>
        {SOCIAL_LINK_KEYS.map((key) => (
          <Field
            key={key}
            name={`links.${key}`}
            type="url"
            inputMode="url"
            label={t(`social.${key}`)}
            placeholder={t('contact.urlPlaceholder')}
          />
        ))}
      </Section>

      <div className="sticky bottom-0 -mx-4 flex flex-col gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:flex-row sm:items-center sm:rounded-2xl sm:border">
        <div className="flex-1 text-sm" aria-live="polite">
          {failure ? (
            <p role="alert" className="font-semibold text-red-700">
              {failure}
            </p>
          ) : status === 'saved' && !isDirty ? (
            <p className="font-semibold text-green-800">{t('save.saved')}</p>
          ) : isDirty ? (
            <p className="text-slate-700">{t('save.unsaved')}</p>
          ) : null}
        </div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('save.saving') : t('save.save')}
        </Button>
      </div>

      <LeaveDialog
        guard={guard}
        onLeave={() => form.reset()}
        texts={{
          title: t('leave.title'),
          body: t('leave.body'),
          stay: t('leave.stay'),
          leave: t('leave.leave'),
        }}
      />
    </Form>
  );
}
