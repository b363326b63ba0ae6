import {
  STEP_ANSWERS,
  type OnboardingState,
  type SavedStepKey,
  type UserType,
} from '@pathwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import {
  set,
  useForm,
  useWatch,
  type DefaultValues,
  type FieldErrors as FormErrors,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { core, z } from 'zod';
import { isApiError } from '@/lib/api-client.ts';
import { onboardingKey } from '@/lib/session/onboarding-state.ts';
import { useSaveStep } from '../api/save-step.ts';
import { useWizard } from '../components/wizard-context.ts';
import type { WizardFormProps } from '../components/wizard-frame.tsx';
import { fieldErrors, mayRetry, saveErrorMessage, type FieldErrors } from './step-errors.ts';
import { leaveIfSessionEnded } from './session-ended.ts';
import { backPath, nextPath } from './wizard-steps.ts';

/** The saved answers of step `K`, as `GET /api/onboarding` returns them. */
export type StepAnswers<K extends SavedStepKey> = z.output<(typeof STEP_ANSWERS)[K]>;

/** How a step page maps between its form and its saved answers. */
export interface StepConfig<K extends SavedStepKey, F extends FieldValues> {
  key: K;
  /** The form's first value: from the saved answers when there are some, else defaults. */
  initial: (saved: StepAnswers<K> | undefined, state: OnboardingState) => F;
  /** The answers to validate and save (e.g. dollars turned into cents). */
  toAnswers: (form: F) => unknown;
  /** A step-specific text for a failed check, else the generic one. */
  issueText?: (issue: core.$ZodIssue) => string | undefined;
}

/**
 * The react-hook-form resolver of a step: the form's values, mapped by `toAnswers`, checked
 * with the step's contract schema (the one the server parses `POST /api/onboarding/save`
 * with); valid values come out as the answers to save. Not `zodResolver`: the wizard's
 * messages need the whole zod issue (its origin and bounds, e.g. "At most 5"), which
 * `zodResolver` reduces to a code and the contract's English text.
 */
function stepResolver<K extends SavedStepKey, F extends FieldValues>(
  config: StepConfig<K, F>,
  text: (issues: readonly core.$ZodIssue[]) => FieldErrors,
): Resolver<F, unknown, StepAnswers<K>> {
  const schema = STEP_ANSWERS[config.key] as unknown as z.ZodType<StepAnswers<K>>;
  return (values) => {
    const parsed = schema.safeParse(config.toAnswers(values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: FormErrors<F> = {};
    for (const [path, message] of Object.entries(text(parsed.error.issues))) {
      // A check on the whole step (empty path) has no field to show it under.
      set(errors, path || 'root', { type: 'validation', message });
    }
    return { values: {}, errors };
  };
}

/** `errors` flattened to answer paths ("plans.1.priceMinor") and their messages. */
function flatten(errors: object, prefix = '', out: FieldErrors = {}): FieldErrors {
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const error = value as { message?: unknown; type?: unknown };
    if (typeof error.message === 'string' && typeof error.type === 'string') {
      out[path] = error.message;
    } else {
      flatten(value as object, path, out);
    }
  }
  return out;
}

/**
 * The shared behaviour of every wizard step, on the one `Form`
 * (docs/architecture.md#code-layout): a react-hook-form form checked against the step's contract
 * schema, whose `frame` props the page spreads on {@link WizardFrame}.
 * - the form starts from the unsaved draft of this visit, else the saved answers, else defaults;
 * - every edit is kept as a draft in memory, so Back and browser navigation lose nothing;
 * - Next validates with the step's contract schema (the same one the server uses), saves
 *   with `POST /api/onboarding/save`, drops the draft and goes to the branch's next route;
 * - a field's error stays until that field changes (`clearError`);
 * - a failed save leaves the user on the step with a banner (and Try again when the server
 *   was not reached or failed), the answers kept, except when the session has ended: then
 *   the user goes to /login and comes back to this step.
 */
export function useWizardStep<K extends SavedStepKey, F extends FieldValues>(
  config: StepConfig<K, F>,
) {
  const { key } = config;
  const { t } = useTranslation('onboarding');
  const { state, drafts } = useWizard();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveStep();
  const [defaultValues] = useState(
    () =>
      (drafts.get(key) as F | undefined) ??
      config.initial(state.answers[key] as StepAnswers<K> | undefined, state),
  );
  const methods = useForm<F, unknown, StepAnswers<K>>({
    defaultValues: defaultValues as DefaultValues<F>,
    // Given anew on each render (react-hook-form takes the latest), so it sees the current
    // language and config.
    resolver: stepResolver(config, (issues) => fieldErrors(t, issues, config.issueText)),
  });
  const form = useWatch({ control: methods.control }) as F;
  const [formError, setFormError] = useState<string | null>(null);
  /** Whether the failed save may work as it is (offline, 5xx): the banner offers Try again. */
  const [retryable, setRetryable] = useState(false);
  /** Bumped on each refused Next, so the frame can move focus to the first invalid field. */
  const [attempt, setAttempt] = useState(0);

  /** Change the form's values (every step's form has a fixed set of top-level fields). */
  const setForm = useCallback(
    (update: F | ((previous: F) => F)) => {
      const previous = methods.getValues();
      const next = typeof update === 'function' ? update(previous) : update;
      for (const name of Object.keys(next)) {
        methods.setValue(name as never, next[name] as never, { shouldDirty: true });
      }
      // Only edits make a draft (not the form's first values), kept for Back and Next.
      drafts.set(key, methods.getValues());
    },
    [methods, drafts, key],
  );

  /** Clear the error shown for `path` once the user changes that field. */
  const clearError = useCallback((path: string) => methods.clearErrors(path as never), [methods]);
  const clearAllErrors = useCallback(() => methods.clearErrors(), [methods]);

  const onSubmit = async (answers: StepAnswers<K>) => {
    if (save.isPending) return;
    setFormError(null);
    try {
      const next = await save.mutateAsync({ key, answers });
      drafts.delete(key);
      await navigate(nextPath(key, next.userType as UserType));
    } catch (error) {
      if (leaveIfSessionEnded(queryClient, error)) return;
      setFormError(saveErrorMessage(t, error));
      setRetryable(mayRetry(error));
      setAttempt((n) => n + 1);
      if (
        isApiError(error, 'onboarding_step_out_of_order') ||
        isApiError(error, 'onboarding_already_completed')
      ) {
        // The saved state moved on elsewhere (another tab); reloading it lets the wizard's
        // guard take the user to the right place.
        await queryClient.invalidateQueries({ queryKey: onboardingKey });
      }
    }
  };

  const onInvalid = () => {
    setFormError(null);
    setAttempt((n) => n + 1);
  };

  return {
    t,
    state,
    /** The form's values, re-rendering the page on each edit. */
    form,
    setForm,
    /** The message shown for each answer path ("plans.1.priceMinor"). */
    errors: flatten(methods.formState.errors),
    clearError,
    clearAllErrors,
    /** Props for {@link WizardFrame}: the form, its submit, busy state, banner and Back. */
    frame: {
      stepKey: key,
      userType: state.userType,
      back: state.userType ? backPath(key, state.userType) : null,
      form: methods,
      onSubmit,
      onInvalid,
      saving: save.isPending,
      formError,
      retryable,
      attempt,
    } satisfies WizardFormProps<F, StepAnswers<K>> & { stepKey: K },
  };
}
