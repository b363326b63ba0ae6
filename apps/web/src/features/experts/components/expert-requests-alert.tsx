import { DASHBOARD_PATHS } from '@pathwise/contracts';
import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOnReconnect, useRealtimeEvent } from '@/lib/realtime/index.ts';
import { useInbox } from '../api/experts-api.ts';

/**
 * The mentor home's Ask an Expert alert (docs/product.md#129-expertfinder: "a sound-free visual alert"): for an
 * opted-in expert with open requests waiting, a card with their count and a link to
 * `/dashboard_mentor/ask-expert`. Live: a new or closed request reads the inbox again.
 * Nothing at all while loading, on an error, without requests or without the opt-in.
 */
export function ExpertRequestsAlert() {
  const { t } = useTranslation('mentor');
  const inbox = useInbox({ retry: false });
  const refresh = () => void inbox.refetch();
  useRealtimeEvent('expert-request:new', refresh);
  useRealtimeEvent('expert-request:closed', refresh);
  useOnReconnect(refresh);

  const count = inbox.data?.optedIn ? inbox.data.items.length : 0;
  return (
    <div aria-live="polite">
      {count > 0 && (
        <div className="mt-6 flex flex-col gap-3 rounded-2xl border-2 border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:p-5">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800">
            <BellRing className="size-5" aria-hidden="true" />
          </span>
          <div className="flex-1">
            <p className="font-semibold text-amber-950">{t('expertAlert.title', { count })}</p>
            <p className="text-sm text-amber-900">{t('expertAlert.body')}</p>
          </div>
          <Link
            to={`${DASHBOARD_PATHS.mentor}/ask-expert`}
            className="rounded-lg bg-amber-800 px-4 py-2.5 text-center text-sm font-semibold text-white hover:bg-amber-900 focus:outline-none focus:ring-2 focus:ring-amber-400"
          >
            {t('expertAlert.action')}
          </Link>
        </div>
      )}
    </div>
  );
}
