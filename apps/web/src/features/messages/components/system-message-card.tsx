import type { Message, SystemMessage } from '@pathwise/contracts';
import type { TFunction } from 'i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ownTimeZone } from '@/lib/session/account.ts';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { answerInvite, upsertMessages } from '../lib/api.ts';
import { formatDateTime } from '../lib/format.ts';

function systemText(system: SystemMessage, t: TFunction<'messages'>, locale: string) {
  const zone = ownTimeZone();
  const when = formatDateTime(system.start, zone, locale);
  if (system.type === 'booking_proposed') {
    const proposal = system.proposal ? formatDateTime(system.proposal.start, zone, locale) : when;
    return t('system.booking_proposed', { when, proposal });
  }
  if (system.type === 'booking_cancelled' && system.actor)
    return t(`system.booking_cancelled_${system.actor}`, { when });
  if (system.type === 'booking_rescheduled') {
    const actor = system.actor ?? 'system';
    if (!system.previousStart) return t(`system.booking_rescheduled_${actor}`, { when });
    const previous = formatDateTime(system.previousStart, zone, locale);
    return t(`system.booking_rescheduled_from_${actor}`, { when, previous });
  }
  return t(`system.${system.type}`, { when });
}

/**
 * A system message (a booking event) as a centred card. For a rescheduled invite
 * (`booking_proposed`) not yet answered, the mentee sees Accept and Decline, which act on the
 * booking; once answered, both sides see the answer and no buttons.
 */
export function SystemMessageCard({
  message,
  system,
  role,
}: {
  message: Message;
  system: SystemMessage;
  role: 'mentee' | 'mentor';
}) {
  const { t, i18n } = useTranslation('messages');
  const queryClient = useQueryClient();
  const answer = useMutation({
    mutationFn: (value: 'accepted' | 'declined') =>
      answerInvite(message.conversationId, message.id, value),
    onSuccess: (updated) => upsertMessages(queryClient, message.conversationId, [updated]),
  });
  const open = system.type === 'booking_proposed' && system.answer === null;
  return (
    <div className="mx-auto my-3 w-full max-w-md rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-center text-sm text-slate-800">
      <p className="flex items-center justify-center gap-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
        <CalendarClock className="size-4" aria-hidden="true" />
        {t('system.label')}
      </p>
      <p className="mt-1">{systemText(system, t, i18n.language)}</p>
      {system.type === 'booking_proposed' && system.answer && (
        <p className="mt-2 font-semibold text-slate-900">{t(`system.${system.answer}`)}</p>
      )}
      {open && role === 'mentee' && (
        <div className="mt-3 flex justify-center gap-2">
          <Button
            onClick={() => answer.mutate('accepted')}
            disabled={answer.isPending}
            className="px-3 py-1.5"
          >
            {t('system.accept')}
          </Button>
          <Button
            variant="outline"
            onClick={() => answer.mutate('declined')}
            disabled={answer.isPending}
            className="px-3 py-1.5"
          >
            {t('system.decline')}
          </Button>
        </div>
      )}
      {open && role === 'mentor' && <p className="mt-2 text-slate-600">{t('system.waiting')}</p>}
      {answer.isError && (
        <p role="alert" className="mt-2 text-red-800">
          {t('system.answerError', { message: answer.error.message })}
        </p>
      )}
      <Link
        to={`/sessions/${encodeURIComponent(system.bookingId)}`}
        className="mt-2 inline-block text-brand-800 underline"
      >
        {t('system.view')}
      </Link>
    </div>
  );
}
