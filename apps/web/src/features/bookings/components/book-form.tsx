import {
  AGENDA_MAX_LENGTH,
  CreateBooking,
  VisitSource,
  type Booking,
  type PlanBalance,
  type PublicMentor,
} from '@pathwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { CalendarCheck } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { BookingPolicyNote } from '@/components/booking-policy.tsx';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { CharacterCounter } from '@/components/ui/character-counter.tsx';
import { Form, useContractForm } from '@/components/ui/form.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { ownTimeZone } from '@/lib/session/account.ts';
import { useCreateBooking, usePlanBalances } from '../api/book.ts';
import { bookingKeys } from '../api/keys.ts';
import { usePlanPrice, useWhen } from '../hooks/use-booking-format.ts';
import { BookedState } from './booked-state.tsx';
import { Card } from './booking-card.tsx';
import { GoalSelect } from './goal-select.tsx';
import { SlotPicker, zoneLabel, type PickedSlot } from './slot-picker.tsx';

/** The profile visit's source the profile's Book link passed along (docs/product.md#1210-earnings-and-analytics). */
function bookingSourceOf(state: unknown): VisitSource | undefined {
  const source = state && typeof state === 'object' && 'source' in state ? state.source : null;
  const parsed = VisitSource.safeParse(source);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The booking form (docs/product.md#123-booking): a free time of the mentor in the mentee's
 * time zone, a plan (with sessions left, earlier plans still bookable), an agenda and an
 * optional goal, then the summary and Confirm; after 201 the booked state.
 */
export function BookForm({ mentor }: { mentor: PublicMentor }) {
  const { t } = useTranslation('booking');
  const location = useLocation();
  const client = useQueryClient();
  const [timeZone, setTimeZone] = useState(ownTimeZone);
  const [picked, setPicked] = useState<PickedSlot | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [booked, setBooked] = useState<Booking | null>(null);
  const balances = usePlanBalances(mentor.id, true);
  const create = useCreateBooking();
  const when = useWhen();
  const price = usePlanPrice();
  const agendaId = useId();
  const form = useContractForm(CreateBooking, {
    defaultValues: {
      mentorId: mentor.id,
      start: '',
      planId: mentor.plans.length === 1 ? mentor.plans[0]!.id : '',
      agenda: '',
      timeZone,
      source: bookingSourceOf(location.state),
    },
    message: (field, code) => {
      if (field === 'start') return t('errors.start');
      if (field === 'planId') return t('errors.plan');
      if (field === 'agenda' && code === 'too_big')
        return t('errors.agendaTooLong', { max: AGENDA_MAX_LENGTH });
      return undefined;
    },
  });
  const start = form.watch('start');
  const planId = form.watch('planId');
  const agenda = form.watch('agenda') ?? '';
  const startError = form.formState.errors.start?.message;
  const planError = form.formState.errors.planId?.message;
  const agendaError = form.formState.errors.agenda?.message;
  const goalId = form.watch('goalId') ?? '';
  const goalError = form.formState.errors.goalId?.message;
  // Plans the mentor has since changed or removed, where this mentee still has sessions
  // left: bookable on their old terms (docs/product.md#123-booking).
  const archived = balances.data?.archived ?? [];
  const plans = [...mentor.plans, ...archived];
  const closed = balances.data?.closed ?? null;
  const plan = plans.find((p) => p.id === planId);
  const balanceOf = (id: string): PlanBalance | undefined =>
    balances.data?.items.find((b) => b.planId === id);

  if (booked) return <BookedState booking={booked} timeZone={timeZone} />;

  const onSubmit = (values: CreateBooking) => {
    setAlert(null);
    create.mutate(values, {
      onSuccess: (booking) => setBooked(booking),
      onError: (error) => {
        if (isApiError(error, 'booking_slot_unavailable')) {
          setAlert(error.message);
          form.setValue('start', '');
          setPicked(null);
          void client.invalidateQueries({ queryKey: bookingKeys.slotsOf(mentor.id) });
          return;
        }
        setAlert(isApiError(error) && error.status !== 0 ? error.message : t('errors.network'));
      },
    });
  };

  return (
    <>
      <h1
        id="booking-title"
        className="mt-6 text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl"
      >
        {t('page.title', { name: mentor.name })}
      </h1>
      <Form form={form} onSubmit={onSubmit} className="mt-6 flex flex-col gap-6">
        {alert && (
          <Banner tone="error" onDismiss={() => setAlert(null)}>
            {alert}
          </Banner>
        )}
        {closed && (
          <Banner tone="info">
            <p className="font-semibold">{t(`closed.${closed}.title`)}</p>
            <p className="mt-1">{t(`closed.${closed}.body`)}</p>
          </Banner>
        )}
        <Card id="booking-time" title={t('picker.title')}>
          <SlotPicker
            mentorId={mentor.id}
            timeZone={timeZone}
            onTimeZoneChange={(zone) => {
              setTimeZone(zone);
              form.setValue('timeZone', zone);
            }}
            value={start}
            onChange={(slot) => {
              setPicked(slot);
              form.setValue('start', slot?.start ?? '', { shouldValidate: !!slot });
              if (slot) setAlert(null);
            }}
            error={startError}
          />
        </Card>

        <Card id="booking-plan" title={t('plans.title')}>
          {plans.length === 0 ? (
            <p className="text-sm text-slate-700">{t('plans.none')}</p>
          ) : (
            <fieldset aria-describedby={planError ? 'plan-error' : undefined}>
              <legend className="sr-only">{t('plans.legend')}</legend>
              <ul className="grid gap-3 sm:grid-cols-2">
                {plans.map((option) => {
                  const balance = balanceOf(option.id);
                  const checked = option.id === planId;
                  return (
                    <li key={option.id}>
                      <label
                        className={clsx(
                          'flex h-full cursor-pointer gap-3 rounded-xl border p-4 focus-within:ring-2 focus-within:ring-brand-500',
                          checked ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white',
                        )}
                      >
                        <input
                          type="radio"
                          value={option.id}
                          checked={checked}
                          onChange={() =>
                            form.setValue('planId', option.id, { shouldValidate: true })
                          }
                          className="mt-1 size-4 accent-brand-700"
                        />
                        <span className="flex flex-col gap-1 text-sm">
                          <span className="font-semibold text-slate-950">{option.name}</span>
                          {archived.some((a) => a.id === option.id) && (
                            <span className="text-xs text-slate-600">{t('plans.earlier')}</span>
                          )}
                          <span className="text-slate-800">{price(option)}</span>
                          <span className="text-slate-600">
                            {balance
                              ? t('plans.left', { left: balance.left, count: balance.sessions })
                              : t('plans.sessions', { count: option.sessions })}
                          </span>
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
              {planError && (
                <p id="plan-error" className="mt-2 text-xs text-red-700">
                  {planError}
                </p>
              )}
            </fieldset>
          )}
        </Card>

        <Card id="booking-agenda" title={t('agenda.title')}>
          <label htmlFor={agendaId} className="block text-sm font-medium text-slate-800">
            {t('agenda.label')}
          </label>
          <textarea
            id={agendaId}
            rows={5}
            aria-invalid={agendaError ? true : undefined}
            aria-describedby={`${agendaId}-count${agendaError ? ` ${agendaId}-error` : ''}`}
            className="mt-1.5 block w-full rounded-lg border border-slate-300 px-3.5 py-2.5 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
            {...form.register('agenda')}
          />
          <CharacterCounter
            id={`${agendaId}-count`}
            count={agenda.length}
            max={AGENDA_MAX_LENGTH}
            className="mt-1 text-right"
          />
          {agendaError && (
            <p id={`${agendaId}-error`} className="mt-1 text-xs text-red-700">
              {agendaError}
            </p>
          )}
          <GoalSelect
            value={goalId}
            error={goalError}
            onChange={(id) => form.setValue('goalId', id || null, { shouldDirty: true })}
          />
        </Card>

        <Card id="booking-summary" title={t('summary.title')}>
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <SummaryItem label={t('summary.mentor')}>{mentor.name}</SummaryItem>
            <SummaryItem label={t('summary.when')}>
              {start && picked
                ? `${when(start, picked.sessionMinutes, timeZone)} (${zoneLabel(timeZone)})`
                : t('summary.noTime')}
            </SummaryItem>
            <SummaryItem label={t('summary.plan')}>
              {plan ? plan.name : t('summary.noPlan')}
            </SummaryItem>
            <SummaryItem label={t('summary.price')}>
              {plan ? `${price(plan)} · ${t('plans.billedOutside')}` : '–'}
            </SummaryItem>
          </dl>
          <BookingPolicyNote mentorId={mentor.id} className="mt-4" />
          <p className="mt-4 text-xs text-slate-600">{t('summary.paymentNote')}</p>
          <Button
            type="submit"
            className="mt-5 w-full sm:w-auto"
            disabled={create.isPending || plans.length === 0 || closed !== null}
          >
            <CalendarCheck className="size-4" aria-hidden="true" />
            {create.isPending ? t('summary.confirming') : t('summary.confirm')}
          </Button>
        </Card>
      </Form>
    </>
  );
}

function SummaryItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-slate-900">{label}</dt>
      <dd className="mt-0.5 text-slate-700">{children}</dd>
    </div>
  );
}
