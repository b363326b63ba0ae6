import {
  NOTIFICATION_IN_APP_ONLY,
  NOTIFICATION_MAIL_ALWAYS,
  NOTIFICATION_MAIL_ONLY,
  UpdateNotificationPreferences,
  type NotificationKind,
  type NotificationPreference,
  type NotificationPreferenceList,
} from '@pathwise/contracts';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '@/components/ui/form.tsx';
import { useAccount } from '@/lib/session/account.ts';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/settings-api.ts';
import { SectionForm, SectionQuery } from '../components/section-form.tsx';

/** The kinds each role can receive, in the table's order (docs/product.md "Notifications"). */
const KINDS_OF: Record<'mentee' | 'mentor', readonly NotificationKind[]> = {
  mentee: ['message', 'booking', 'activity', 'expert', 'weekly_plan'],
  mentor: ['message', 'booking', 'review', 'application', 'expert'],
};

type Channel = 'inApp' | 'mail';

/**
 * Why a channel of `kind` cannot be changed (the key of its reason), or null when it can:
 * booking and application mail is always sent; review and activity are never mailed; the
 * weekly plan is never shown in the app (contracts `NOTIFICATION_MAIL_ALWAYS`, …).
 */
function lockOf(
  kind: NotificationKind,
  channel: Channel,
): 'always' | 'appOnly' | 'mailOnly' | null {
  const has = (list: readonly NotificationKind[]) => list.includes(kind);
  if (channel === 'mail' && has(NOTIFICATION_MAIL_ALWAYS)) return 'always';
  if (channel === 'mail' && has(NOTIFICATION_IN_APP_ONLY)) return 'appOnly';
  if (channel === 'inApp' && has(NOTIFICATION_MAIL_ONLY)) return 'mailOnly';
  return null;
}

/**
 * Settings → Notifications (docs/product.md#127-notifications): a table of the kinds the person can
 * receive × (In the app, Email), each with a short description; a channel that cannot change is
 * shown disabled with its reason (`GET`/`PUT /api/notification-preferences`).
 */
export default function NotificationsTab() {
  const role = useAccount().data?.role === 'mentor' ? 'mentor' : 'mentee';
  const query = useNotificationPreferences();
  return (
    <SectionQuery query={query} rows={5}>
      {(saved) => <PreferencesForm saved={saved} kinds={KINDS_OF[role]} />}
    </SectionQuery>
  );
}

function pick(saved: NotificationPreferenceList, kinds: readonly NotificationKind[]) {
  return kinds.map(
    (kind): NotificationPreference =>
      saved.items.find((item) => item.kind === kind) ?? { kind, inApp: true, mail: true },
  );
}

function PreferencesForm({
  saved,
  kinds,
}: {
  saved: NotificationPreferenceList;
  kinds: readonly NotificationKind[];
}) {
  const { t } = useTranslation('settings', { keyPrefix: 'notifications' });
  const save = useSaveNotificationPreferences();
  const form = useContractForm(UpdateNotificationPreferences, {
    defaultValues: { items: pick(saved, kinds) },
  });
  const items = form.watch('items');
  return (
    <SectionForm
      form={form}
      labels={{ items: t('title') }}
      onSave={async (values) => ({ items: pick(await save.mutateAsync(values), kinds) })}
    >
      <p className="text-sm text-slate-700">{t('intro')}</p>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{t('title')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('kindColumn')}
            </th>
            <th scope="col" className="w-20 px-2 py-2 text-center font-semibold">
              {t('inApp')}
            </th>
            <th scope="col" className="w-20 py-2 pl-2 text-center font-semibold">
              {t('mail')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={item.kind} className="border-b border-slate-100 align-top last:border-0">
              <th scope="row" className="py-3 pr-3 font-normal">
                <span id={`kind-${item.kind}`} className="block font-medium text-slate-900">
                  {t(`kinds.${item.kind}.label`)}
                </span>
                <span className="mt-0.5 block text-xs text-slate-600">
                  {t(`kinds.${item.kind}.description`)}
                </span>
              </th>
              {(['inApp', 'mail'] as const).map((channel) => {
                const lock = lockOf(item.kind, channel);
                const reasonId = `lock-${item.kind}-${channel}`;
                return (
                  <td key={channel} className="px-2 py-3 text-center">
                    <input
                      type="checkbox"
                      aria-label={t('cell', {
                        kind: t(`kinds.${item.kind}.label`),
                        channel: t(channel),
                      })}
                      aria-describedby={lock ? reasonId : undefined}
                      checked={lock ? lock === 'always' : item[channel]}
                      disabled={lock !== null}
                      onChange={(event) =>
                        form.setValue(`items.${index}.${channel}`, event.target.checked, {
                          shouldDirty: true,
                        })
                      }
                      className="size-4 accent-brand-700 disabled:opacity-50"
                    />
                    {lock && (
                      <span
                        id={reasonId}
                        className="mt-1 block text-[11px] leading-tight text-slate-600"
                      >
                        {t(`locked.${lock}`, { kind: t(`kinds.${item.kind}.label`) })}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </SectionForm>
  );
}
