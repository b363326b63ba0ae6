import { MAX_ACTIVE_MENTEES_LIMIT, MenteeIntake, type Availability } from '@pathwise/contracts';
import { CalendarClock } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Form, useContractForm } from '@/components/ui/form.tsx';
import {
  useAvailabilityRules,
  useIntake,
  useSaveAvailabilityPreferences,
  useSaveIntake,
} from '../api/mentee-management-api.ts';
import { LeaveDialog } from '@/components/ui/leave-dialog.tsx';
import { useLeaveGuard } from '@/lib/use-leave-guard.ts';
import { PlansSection } from './mentee-management-plans.tsx';
import { SettingsSection } from '../components/settings-section.tsx';

/**
 * The form's values: the limit as typed ('' = no limit), turned into the contract's number or
 * null by the schema, with the contract's own bounds.
 */
const IntakeForm = z.object({
  acceptingNewMentees: z.boolean(),
  requiresConfirmation: z.boolean(),
  maxActiveMentees: z
    .string()
    .trim()
    .transform((text, ctx) => {
      if (text === '') return null;
      const parsed = MenteeIntake.shape.maxActiveMentees.safeParse(Number(text));
      if (!/^\d+$/.test(text) || !parsed.success) {
        ctx.addIssue({ code: 'custom', message: 'limit' });
        return z.NEVER;
      }
      return parsed.data;
    }),
});
type IntakeValues = z.input<typeof IntakeForm>;

/**
 * Settings → Mentee Management (docs/product.md "Settings"): whether the mentor
 * takes new mentees, the most active mentees at once, whether bookings need their
 * confirmation (the availability's setting), a link to the availability page, and the
 * mentor's plans. The intake settings have their own Save Changes and a warning before
 * leaving unsaved; each plan change saves at once.
 */
export default function MenteeManagementTab() {
  const { t } = useTranslation('settings', { keyPrefix: 'menteeManagement' });
  const intake = useIntake();
  const rules = useAvailabilityRules();
  return (
    <div className="flex flex-col gap-8">
      {intake.isPending || rules.isPending ? (
        <div aria-busy="true">
          <p role="status" className="sr-only">
            {t('loading')}
          </p>
          <div aria-hidden="true" className="flex animate-pulse flex-col gap-3">
            <div className="h-16 rounded-xl bg-slate-100" />
            <div className="h-16 rounded-xl bg-slate-100" />
            <div className="h-16 rounded-xl bg-slate-100" />
          </div>
        </div>
      ) : intake.isError || rules.isError ? (
        <Banner tone="error">
          <p className="font-semibold">{t('loadError')}</p>
          <Button
            variant="outline"
            className="mt-3"
            onClick={() => {
              void intake.refetch();
              void rules.refetch();
            }}
          >
            {t('retry')}
          </Button>
        </Banner>
      ) : (
        <IntakeSettings intake={intake.data} rules={rules.data} />
      )}
      <PlansSection />
    </div>
  );
}

function IntakeSettings({ intake, rules }: { intake: MenteeIntake; rules: Availability }) {
  const { t } = useTranslation('settings', { keyPrefix: 'menteeManagement' });
  const saveIntake = useSaveIntake();
  const savePreferences = useSaveAvailabilityPreferences();
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed'>('idle');
  const form = useContractForm(IntakeForm, {
    defaultValues: {
      acceptingNewMentees: intake.acceptingNewMentees,
      requiresConfirmation: rules.requiresConfirmation,
      maxActiveMentees: intake.maxActiveMentees === null ? '' : String(intake.maxActiveMentees),
    },
    message: (field) =>
      field === 'maxActiveMentees'
        ? t('limit.error', { max: MAX_ACTIVE_MENTEES_LIMIT })
        : undefined,
    serverField: (type) => (type === 'general_argument_invalid' ? 'maxActiveMentees' : undefined),
  });
  const { isDirty } = form.formState;
  const guard = useLeaveGuard(isDirty);
  const saving = saveIntake.isPending || savePreferences.isPending;

  const onSubmit = async (values: z.output<typeof IntakeForm>) => {
    setStatus('idle');
    try {
      await Promise.all([
        saveIntake.mutateAsync({
          acceptingNewMentees: values.acceptingNewMentees,
          maxActiveMentees: values.maxActiveMentees,
        }),
        savePreferences.mutateAsync({ requiresConfirmation: values.requiresConfirmation }),
      ]);
      form.reset({
        acceptingNewMentees: values.acceptingNewMentees,
        requiresConfirmation: values.requiresConfirmation,
        maxActiveMentees: values.maxActiveMentees === null ? '' : String(values.maxActiveMentees),
      } satisfies IntakeValues);
      setStatus('saved');
    } catch (error) {
      if (!form.serverError(error, t('limit.error', { max: MAX_ACTIVE_MENTEES_LIMIT })))
        setStatus('failed');
    }
  };

  return (
    <SettingsSection title={t('intake.title')} intro={t('intake.intro')}>
      <Form form={form} onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
        <Toggle
          label={t('accepting.label')}
          hint={t('accepting.hint')}
          {...form.register('acceptingNewMentees')}
        />
        <div className="rounded-xl border border-slate-200 p-4">
          <Field
            name="maxActiveMentees"
            label={t('limit.label')}
            hint={t('limit.hint')}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('limit.placeholder')}
            className="max-w-xs"
          />
        </div>
        <Toggle
          label={t('confirmation.label')}
          hint={t('confirmation.hint')}
          {...form.register('requiresConfirmation')}
        />
        <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-2 text-sm text-slate-700">
            <CalendarClock className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            {t('availability.text')}
          </p>
          <Link
            to="/dashboard_mentor/availability"
            className="shrink-0 rounded-md text-sm font-semibold text-brand-700 underline hover:text-brand-800"
          >
            {t('availability.link')}
          </Link>
        </div>
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
          <div aria-live="polite" className="text-sm">
            {status === 'saved' && !isDirty ? (
              <p className="font-semibold text-green-800">{t('save.saved')}</p>
            ) : status === 'failed' ? (
              <p className="font-semibold text-red-700">{t('save.failed')}</p>
            ) : isDirty ? (
              <p className="text-slate-700">{t('save.unsaved')}</p>
            ) : null}
          </div>
          <Button type="submit" disabled={saving}>
            {saving ? t('save.saving') : t('save.save')}
          </Button>
        </div>
      </Form>
      <LeaveDialog
        guard={guard}
        texts={{
          title: t('leave.title'),
          body: t('leave.body'),
          stay: t('leave.stay'),
          leave: t('leave.leave'),
        }}
      />
    </SettingsSection>
  );
}

/** A labelled checkbox with its explanation under the label. */
function Toggle({
  label,
  hint,
  ...input
}: { label: string; hint: ReactNode } & ComponentProps<'input'>) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-xl border border-slate-200 p-4">
      <input
        id={id}
        type="checkbox"
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
        {...input}
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-slate-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-700">
          {hint}
        </p>
      </div>
    </div>
  );
}
