import {
  AGENDA_MAX_LENGTH,
  CHANGE_REASON_MAX_LENGTH,
  CreateBooking,
  formatTimeRange,
  MoveBooking,
  VisitSource,
  type Booking,
  type PlanBalance,
  type PublicMentor,
  formatMoney,
} from '@pathwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ArrowLeft, CalendarCheck, Clock3 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { BookingPolicyNote } from '@/components/booking-policy.tsx';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { CharacterCounter } from '@/components/ui/character-counter.tsx';
import { Form, useContractForm } from '@/components/ui/form.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { ownTimeZone, useAccount } from '@/lib/session/account.ts';
import { RequireAccount } from '@/lib/session/require-account.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import {
  slotsKey,
  useActiveGoals,
  useBooking,
  useBookingMentor,
  useCreateBooking,
  usePlanBalances,
  useRescheduleBooking,
} from '../api/booking-api.ts';
import { SlotPicker, zoneLabel, type PickedSlot } from '../components/slot-picker.tsx';

/**
 * /mentors/:id/book (issue 9 "Slots and booking"): a signed-in mentee picks a day and a free
 * time of the mentor (in their own time zone, the mentor's beside it), a plan and an agenda,
 * and confirms. `?reschedule=<bookingId>` moves an existing booking instead: the same picker,
 * an optional reason, no plan or agenda. Signed out → /login and back here.
 */
export function BookingPage() {
  return (
    <RequireAccount>
      <BookingView />
    </RequireAccount>
  );
}

function BookingView() {
  const { t } = useTranslation('booking');
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const reschedule = search.get('reschedule');
  const mentor = useBookingMentor(id);
  const name = mentor.data?.name;
  usePageTitle(
    name ? t(reschedule ? 'page.rescheduleTitle' : 'page.title', { name }) : t('page.loading'),
  );

  if (mentor.isPending) return <PageSkeleton />;
  if (!mentor.data) {
    const missing = isApiError(mentor.error, 'mentor_not_found');
    return (
      <main className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="text-2xl font-bold text-slate-950">
          {missing ? t('page.notFound') : t('page.error')}
        </h1>
        {missing ? (
          <Link to="/mentors" className="mt-4 inline-block font-semibold text-brand-700 underline">
            {t('page.browse')}
          </Link>
        ) : (
          <Button variant="outline" className="mt-4" onClick={() => void mentor.refetch()}>
            {t('picker.retry')}
          </Button>
        )}
      </main>
    );
  }
  return (
    <main aria-labelledby="booking-title" className="bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
        <Link
          to={`/mentors/${encodeURIComponent(id)}`}
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('page.back', { name: mentor.data.name })}
        </Link>
        {reschedule ? (
          <RescheduleForm mentor={mentor.data} bookingId={reschedule} />
        ) : (
          <BookForm mentor={mentor.data} />
        )}
      </div>
    </main>
  );
}

function PageSkeleton() {
  const { t } = useTranslation('booking');
  return (
    <main aria-busy="true" className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <p role="status" className="sr-only">
        {t('page.loading')}
      </p>
      <div aria-hidden="true" className="animate-pulse">
        <div className="h-4 w-40 rounded bg-slate-200" />
        <div className="mt-6 h-9 w-2/3 rounded bg-slate-200" />
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <div className="h-80 rounded-2xl bg-slate-100" />
          <div className="h-80 rounded-2xl bg-slate-100" />
        </div>
      </div>
    </main>
  );
}

function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id={id} className="text-lg font-bold text-slate-950">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * The chosen time in words, in `timeZone` ("Tuesday, December 1, 2026, 10:00 – 11:00 AM";
 * both days across midnight): the shared range formatter of contracts (issue 17, item 3).
 */
function useWhen() {
  const { i18n } = useTranslation('booking');
  return (start: string, minutes: number, timeZone: string) =>
    formatTimeRange(start, new Date(Date.parse(start) + minutes * 60_000), {
      timeZone,
      locale: i18n.language,
      style: 'long',
    });
}

/** A plan's price per session, "billed outside Pathwise" (nothing is paid here). */
function usePlanPrice() {
  const { t, i18n } = useTranslation('booking');
  return (plan: PublicMentor['plans'][number]) =>
    plan.priceMinor === 0
      ? t('plans.free')
      : t('plans.perSession', {
          price: formatMoney(
            {
              priceMinor: Math.round(plan.priceMinor / Math.max(plan.sessions, 1)),
              currency: plan.currency,
            },
            i18n.language,
          ),
        });
}

/**
 * "Goal for this session" (issue 10): one of the mentee's active goals the agenda names,
 * optional; the session page then shows its progress. Without goals, where to set one.
 */
function GoalSelect({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation('booking');
  const account = useAccount();
  const goals = useActiveGoals(account.data?.role === 'mentee');
  if (!goals.isSuccess) return null;
  if (goals.data.items.length === 0) {
    return (
      <p className="mt-4 text-sm text-slate-600">
        {t('goal.none')}{' '}
        <Link to="/dashboard/goals" className="font-medium text-brand-800 hover:underline">
          {t('goal.setOne')}
        </Link>
      </p>
    );
  }
  return (
    <SelectField<string>
      className="mt-4"
      label={t('goal.label')}
      value={value}
      placeholder={t('goal.noGoal')}
      hint={t('goal.hint')}
      error={error}
      options={goals.data.items.map((g) => ({ value: g.id, label: g.title }))}
      onChange={onChange}
    />
  );
}

/** The profile visit's source the profile's Book link passed along (issue 12 analytics). */
function bookingSourceOf(state: unknown): VisitSource | undefined {
  const source = state && typeof state === 'object' && 'source' in state ? state.source : null;
  const parsed = VisitSource.safeParse(source);
  return parsed.success ? parsed.data : undefined;
}

function BookForm({ mentor }: { mentor: PublicMentor }) {
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
  // left: bookable on their old terms (issue 12).
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
          void client.invalidateQueries({ queryKey: slotsKey(mentor.id) });
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

/** After 201: confirmed, or waiting for the mentor; links to the session and all sessions. */
function BookedState({
  booking,
  timeZone,
  moved = false,
}: {
  booking: Booking;
  timeZone: string;
  moved?: boolean;
}) {
  const { t } = useTranslation('booking');
  const heading = useRef<HTMLHeadingElement>(null);
  const when = useWhen();
  useEffect(() => heading.current?.focus(), []);
  const minutes = (Date.parse(booking.end) - Date.parse(booking.start)) / 60_000;
  const pending = booking.status === 'pending';
  return (
    <section
      aria-labelledby="booking-title"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 sm:p-8"
    >
      <span
        className={clsx(
          'flex size-12 items-center justify-center rounded-2xl',
          pending ? 'bg-amber-50 text-amber-700' : 'bg-green-50 text-green-700',
        )}
      >
        {pending ? (
          <Clock3 className="size-6" aria-hidden="true" />
        ) : (
          <CalendarCheck className="size-6" aria-hidden="true" />
        )}
      </span>
      <h1
        id="booking-title"
        ref={heading}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold tracking-tight text-slate-950 outline-none"
      >
        {moved ? t('done.movedTitle') : pending ? t('done.pendingTitle') : t('done.confirmedTitle')}
      </h1>
      <p className="mt-2 text-base text-slate-700">
        {pending
          ? t('done.pendingBody', { name: booking.mentor.name })
          : t('done.confirmedBody', { name: booking.mentor.name })}
      </p>
      <p className="mt-3 font-semibold text-slate-900">
        {when(booking.start, minutes, timeZone)} ({zoneLabel(timeZone)})
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link
          to={`/sessions/${encodeURIComponent(booking.id)}`}
          className="inline-flex items-center justify-center rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('done.viewSession')}
        </Link>
        <Link
          to="/dashboard/sessions"
          className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t('done.allSessions')}
        </Link>
      </div>
    </section>
  );
}

function RescheduleForm({ mentor, bookingId }: { mentor: PublicMentor; bookingId: string }) {
  const { t } = useTranslation('booking');
  const client = useQueryClient();
  const [timeZone, setTimeZone] = useState(ownTimeZone);
  const [picked, setPicked] = useState<PickedSlot | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [moved, setMoved] = useState<Booking | null>(null);
  const move = useRescheduleBooking(bookingId);
  const current = useBooking(bookingId);
  const when = useWhen();
  const reasonId = useId();
  const form = useContractForm(MoveBooking, {
    defaultValues: { start: '', reason: '' },
    message: (field, code) => {
      if (field === 'start') return t('errors.start');
      if (field === 'reason' && code === 'too_big')
        return t('errors.reasonTooLong', { max: CHANGE_REASON_MAX_LENGTH });
      return undefined;
    },
  });
  const start = form.watch('start');
  const reasonError = form.formState.errors.reason?.message;

  if (moved) return <BookedState booking={moved} timeZone={timeZone} moved />;

  const onSubmit = (values: MoveBooking) => {
    setAlert(null);
    move.mutate(values, {
      onSuccess: (booking) => setMoved(booking),
      onError: (error) => {
        if (isApiError(error, 'booking_slot_unavailable')) {
          form.setValue('start', '');
          setPicked(null);
          void client.invalidateQueries({ queryKey: slotsKey(mentor.id) });
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
        {t('page.rescheduleTitle', { name: mentor.name })}
      </h1>
      <p className="mt-2 text-sm text-slate-700">{t('reschedule.intro')}</p>
      {current.data && (
        <p className="mt-1 text-sm text-slate-900">
          <span className="font-semibold">{t('reschedule.now')} </span>
          {when(
            current.data.start,
            (Date.parse(current.data.end) - Date.parse(current.data.start)) / 60_000,
            timeZone,
          )}{' '}
          ({zoneLabel(timeZone)})
        </p>
      )}
      <Form form={form} onSubmit={onSubmit} className="mt-6 flex flex-col gap-6">
        {alert && (
          <Banner tone="error" onDismiss={() => setAlert(null)}>
            {alert}
          </Banner>
        )}
        <Card id="booking-time" title={t('reschedule.pickTitle')}>
          <SlotPicker
            mentorId={mentor.id}
            reschedule={bookingId}
            timeZone={timeZone}
            onTimeZoneChange={setTimeZone}
            value={start}
            onChange={(slot) => {
              setPicked(slot);
              form.setValue('start', slot?.start ?? '', { shouldValidate: !!slot });
            }}
            error={form.formState.errors.start?.message}
          />
        </Card>
        <Card id="booking-reason" title={t('reschedule.reasonTitle')}>
          <label htmlFor={reasonId} className="block text-sm font-medium text-slate-800">
            {t('reschedule.reason')}
          </label>
          <textarea
            id={reasonId}
            rows={3}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${reasonId}-error` : undefined}
            className="mt-1.5 block w-full rounded-lg border border-slate-300 px-3.5 py-2.5 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
            {...form.register('reason')}
          />
          {reasonError && (
            <p id={`${reasonId}-error`} className="mt-1 text-xs text-red-700">
              {reasonError}
            </p>
          )}
          <p className="mt-4 text-sm text-slate-800">
            <span className="font-semibold">{t('summary.when')}: </span>
            {start && picked
              ? `${when(start, picked.sessionMinutes, timeZone)} (${zoneLabel(timeZone)})`
              : t('summary.noTime')}
          </p>
          <Button type="submit" className="mt-5 w-full sm:w-auto" disabled={move.isPending}>
            {move.isPending ? t('reschedule.moving') : t('reschedule.confirm')}
          </Button>
        </Card>
      </Form>
    </>
  );
}
