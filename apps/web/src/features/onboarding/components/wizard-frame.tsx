import type { OnboardingStepKey, UserType } from '@pathwise/contracts';
import { ArrowLeft, ArrowRight, LogOut } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  useForm,
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Form } from '@/components/ui/form.tsx';
import { initials } from '@/lib/initials.ts';
import { useAccount } from '@/lib/session/account.ts';
import { useSignOutToHome } from '@/lib/session/use-sign-out-to-home.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { branchSteps, progressOf } from '../lib/wizard-steps.ts';

/**
 * The one frame of all 17 wizard screens: logo and account (with
 * Logout) on top, the role-aware progress, the step's title, its form, an error banner and
 * the Back / Next buttons (Next shows a busy label while saving). A save that failed without
 * a refusal (offline, server error) offers Try again in the banner, the answers kept.
 *
 * Next may be disabled until a choice is made (docs/product.md#4-states-and-transitions); pressing Enter in the form
 * then shows `blockedMessage` instead of doing nothing (docs/product.md#5-validation "Please select an option").
 * After a refused Next (`attempt` changes) focus moves to the first invalid field, or to the
 * error banner, so that keyboard and screen-reader users learn what to fix.
 */
/**
 * The form side of {@link WizardFrame}, which `useWizardStep` gives as `frame`: the step's
 * react-hook-form form (values `V`, checked answers `O`), what Next does with valid answers,
 * what a refused Next does, the busy state, the banner's text and the refused-Next counter.
 */
export interface WizardFormProps<V extends FieldValues, O> {
  /** The step's form; a screen without fields (the last one) leaves it out. */
  form?: UseFormReturn<V, unknown, O>;
  onSubmit: SubmitHandler<O>;
  onInvalid?: SubmitErrorHandler<V>;
  saving: boolean;
  formError: string | null;
  /** The banner's error came from a save that may work as it is: it offers Try again. */
  retryable?: boolean;
  attempt: number;
  /** The role the progress counts steps for; null before one is known. */
  userType: UserType | null;
  /**
   * Back target: a path; `{ history: true }` for the previous page of this visit in the
   * browser's history (the home page when this page was opened by its address, whatever the
   * tab visited before); null for no Back button.
   */
  back: string | { history: true } | null;
}

const backClass =
  'inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50';

export function WizardFrame<V extends FieldValues, O>({
  stepKey,
  userType,
  title,
  pageTitle,
  intro,
  children,
  form,
  onSubmit,
  onInvalid,
  saving,
  formError,
  retryable = false,
  attempt,
  back,
  nextDisabled = false,
  blockedMessage,
  nextLabel,
  busyLabel,
  illustration,
}: WizardFormProps<V, O> & {
  stepKey: OnboardingStepKey;
  title: string;
  /** The document title, when it should differ from the heading. */
  pageTitle?: string;
  intro?: ReactNode;
  children?: ReactNode;
  nextDisabled?: boolean;
  blockedMessage?: string;
  nextLabel?: string;
  busyLabel?: string;
  /** Path of a decorative image shown beside the form on wide screens. */
  illustration?: string;
}) {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  // The router's first entry has the key 'default': the page was loaded by its address.
  // Unless a page of this site led there (its referrer), what precedes it in the tab's
  // history may be another site (or nothing), so Back goes home instead of leaving
  // (docs/product.md#5-validation).
  const firstEntry = useLocation().key === 'default';
  const goBack = () => void (firstEntry && !cameFromThisSite() ? navigate('/') : navigate(-1));
  usePageTitle(pageTitle ?? title);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A screen without fields still submits through the one Form, with nothing to check.
  const empty = useForm<V, unknown, O>();
  const formRef = useRef<HTMLDivElement>(null);
  const [blocked, setBlocked] = useState(false);
  const showBlocked = blocked && nextDisabled;

  useEffect(() => {
    headingRef.current?.focus();
  }, [stepKey]);

  useEffect(() => {
    if (attempt === 0) return;
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('[data-wizard-error]');
    target?.focus();
  }, [attempt]);

  const handleSubmit: SubmitHandler<O> = async (values) => {
    if (saving) return;
    if (nextDisabled) {
      setBlocked(true);
      return;
    }
    await onSubmit(values);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // A disabled submit button blocks implicit submission, so Enter would do nothing at all.
    const target = event.target as HTMLElement;
    if (event.key === 'Enter' && nextDisabled && target.tagName === 'INPUT') {
      event.preventDefault();
      setBlocked(true);
    }
  };

  const progress = progressOf(stepKey, userType);
  // Before a role the bar is drawn against the shorter (mentee) branch; the text gives no total.
  const percent = Math.round(
    (progress.current / (progress.total ?? branchSteps('mentee').length)) * 100,
  );
  const progressText =
    progress.total === null
      ? t('frame.progressStart', { current: progress.current })
      : t('frame.progress', { current: progress.current, total: progress.total });

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <WizardHeader />
      <main className="flex flex-1 justify-center px-4 py-6 sm:px-6 sm:py-10">
        <div
          className={
            illustration
              ? 'grid w-full max-w-5xl items-start gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]'
              : 'w-full max-w-2xl'
          }
        >
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <div className="mb-6">
              <p className="mb-2 text-sm font-medium text-brand-800">{progressText}</p>
              <div
                role="progressbar"
                aria-label={t('frame.progressLabel')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={progressText}
                className="h-2 overflow-hidden rounded-full bg-slate-200"
              >
                <div
                  className="h-full rounded-full bg-brand-600 transition-[width]"
                  style={{ width: `${percent}%` }}
                />
              </div>
            </div>
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="text-2xl font-bold tracking-tight text-slate-900 outline-none sm:text-3xl"
            >
              {title}
            </h1>
            {intro && <div className="mt-2 text-slate-600">{intro}</div>}
            <Form
              form={form ?? empty}
              onSubmit={handleSubmit}
              onInvalid={onInvalid}
              className="mt-6"
            >
              {/* Keys bubble from the fields to here, before the form submits on Enter. */}
              <div ref={formRef} onKeyDown={handleKeyDown}>
                <div className="space-y-6">{children}</div>
                {(formError || showBlocked) && (
                  <Banner tone="error" className="mt-6">
                    <span tabIndex={-1} data-wizard-error className="outline-none">
                      {formError ?? blockedMessage}
                    </span>
                    {formError && retryable && (
                      <button
                        type="button"
                        onClick={() => void (form ?? empty).handleSubmit(handleSubmit, onInvalid)()}
                        disabled={saving}
                        className="mt-2 block font-semibold text-red-900 underline underline-offset-2 hover:text-red-950"
                      >
                        {t('errors.retry')}
                      </button>
                    )}
                  </Banner>
                )}
                <div className="mt-8 flex items-center justify-between gap-3 border-t border-slate-100 pt-6">
                  {typeof back === 'object' && back ? (
                    <button type="button" onClick={goBack} className={backClass}>
                      <ArrowLeft className="size-4" aria-hidden="true" />
                      {t('frame.back')}
                    </button>
                  ) : typeof back === 'string' ? (
                    <Link to={back} className={backClass}>
                      <ArrowLeft className="size-4" aria-hidden="true" />
                      {t('frame.back')}
                    </Link>
                  ) : (
                    <span />
                  )}
                  <Button type="submit" disabled={nextDisabled || saving} className="min-w-28">
                    {saving ? (busyLabel ?? t('frame.saving')) : (nextLabel ?? t('frame.next'))}
                    {!saving && <ArrowRight className="size-4" aria-hidden="true" />}
                  </Button>
                </div>
              </div>
            </Form>
          </div>
          {illustration && (
            <img
              src={illustration}
              alt=""
              width={320}
              height={320}
              className="hidden w-full lg:mt-10 lg:block"
            />
          )}
        </div>
      </main>
    </div>
  );
}

/** Logo, the signed-in user's initials badge and Logout (ends the session, then goes to /). */
function WizardHeader() {
  const { t } = useTranslation('onboarding');
  const { t: tc } = useTranslation('common');
  const { data: user } = useAccount();
  // Ends the session, goes to / and forgets the account once the wizard is gone, so that its
  // guard does not send the user to /login instead (§2 "after logout").
  const { signOut, leaving, failed } = useSignOutToHome();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-lg text-lg font-extrabold text-brand-800"
        >
          <img src="/favicon.svg" alt="" className="size-8" width={32} height={32} />
          {tc('brand')}
        </Link>
        <div className="flex items-center gap-3">
          {user && (
            <span
              className="flex size-9 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
              role="img"
              aria-label={t('frame.account', { name: user.name || user.email })}
            >
              <span aria-hidden="true">{initials(user.name, user.email)}</span>
            </span>
          )}
          <Button variant="outline" onClick={signOut} disabled={leaving}>
            <LogOut className="size-4" aria-hidden="true" />
            {leaving ? t('frame.loggingOut') : t('frame.logout')}
          </Button>
        </div>
      </div>
      {failed && (
        <p role="alert" className="mx-auto max-w-5xl px-4 pb-3 text-sm text-red-700 sm:px-6">
          {tc('logoutFailed')}
        </p>
      )}
    </header>
  );
}

/** Whether the page was loaded from a page of this site (same-origin `document.referrer`). */
function cameFromThisSite(): boolean {
  if (!document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}
