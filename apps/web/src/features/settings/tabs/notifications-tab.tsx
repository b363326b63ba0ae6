import {
  UpdateNotificationPreferences,
  type NotificationPreferenceList,
} from '@pathwise/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { useContractForm } from '@/components/ui/form.tsx';
import { useAccount } from '@/lib/session/account.ts';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/settings-api.ts';
import { SectionForm, SectionQuery } from '../components/section-form.tsx';

/**
 * Settings → Notifications (issue 12): the weekly plan mail on or off for a mentee
 * (`GET`/`PUT /api/notification-preferences`), and the honest note that in-app notifications
 * and message mails come with realtime. Booking mails are always sent.
 */
export default function NotificationsTab() {
  const { t } = useTranslation('settings', { keyPrefix: 'notifications' });
  const mentee = useAccount().data?.role !== 'mentor';
  return (
    <div className="flex flex-col gap-6">
      {mentee ? <WeeklyPlan /> : <p className="text-sm text-slate-700">{t('mentorNone')}</p>}
      <Banner tone="info">
        <p>{t('realtime')}</p>
        <p className="mt-1">{t('bookings')}</p>
      </Banner>
    </div>
  );
}

function WeeklyPlan() {
  const query = useNotificationPreferences();
  return (
    <SectionQuery query={query} rows={1}>
      {(saved) => <WeeklyPlanForm saved={saved} />}
    </SectionQuery>
  );
}

function WeeklyPlanForm({ saved }: { saved: NotificationPreferenceList }) {
  const { t } = useTranslation('settings', { keyPrefix: 'notifications' });
  const save = useSaveNotificationPreferences();
  const weekly = saved.items.find((item) => item.kind === 'weekly_plan') ?? {
    kind: 'weekly_plan' as const,
    inApp: true,
    mail: true,
  };
  const form = useContractForm(UpdateNotificationPreferences, {
    defaultValues: { items: [weekly] },
  });
  const id = useId();
  const on = form.watch('items.0.mail');
  return (
    <SectionForm
      form={form}
      labels={{ items: t('weeklyPlan') }}
      onSave={async (values) => {
        const next = await save.mutateAsync(values);
        return {
          items: [next.items.find((item) => item.kind === 'weekly_plan') ?? values.items[0]!],
        };
      }}
    >
      <label htmlFor={id} className="flex items-start gap-3 text-sm text-slate-900">
        <input
          id={id}
          type="checkbox"
          checked={on}
          onChange={(event) =>
            form.setValue('items.0.mail', event.target.checked, { shouldDirty: true })
          }
          aria-describedby={`${id}-hint`}
          className="mt-0.5 size-4 accent-brand-700"
        />
        <span>
          <span className="font-medium">{t('weeklyPlan')}</span>
          <span id={`${id}-hint`} className="mt-0.5 block text-xs text-slate-600">
            {t('weeklyPlanHint')}
          </span>
        </span>
      </label>
    </SectionForm>
  );
}
