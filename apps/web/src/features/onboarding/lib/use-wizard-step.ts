import {
  STEP_ANSWERS,
  type OnboardingState,
  type SavedStepKey,
  type UserType,
} from '@pathwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { core, z } from 'zod';
import { isApiError } from '@/lib/api-client.ts';
import { onboardingKey } from '@/lib/session/onboarding-state.ts';
import { useSaveStep } from '../api/save-step.ts';
import { useWizard } from '../components/wizard-context.ts';
import { fieldErrors, saveErrorMessage, type FieldErrors } from './step-errors.ts';
import { leaveIfSessionEnded } from './session-ended.ts';
import { backPath, nextPath } from './wizard-steps.ts';

/** The saved answers of step `K`, as `GET /api/onboarding` returns them. */
export type StepAnswers<K extends SavedStepKey> = z.output<(typeof STEP_ANSWERS)[K]>;

/** How a step page maps between its form and its saved answers. */
export interface StepConfig<K extends SavedStepKey, F> {
  key: K;
  /** The form's first value: from the saved answers when there are some, else defaults. */
  initial: (saved: StepAnswers<K> | undefined, state: OnboardingState) => F;
  /** The answers to validate and save (e.g. dollars turned into cents). */
  toAnswers: (form: F) => unknown;
  /** A step-specific text for a failed check, else the generic one. */
  issueText?: (issue: core.$ZodIssue) => string | undefined;
}

/**
 * The shared behaviour of every wizard step (issue "Onboarding"):
 * - the form starts from the unsaved draft of this visit, else the saved answers, else defaults;
 * - every edit is kept as a draft in memory, so Back and browser navigation lose nothing;
 * - Next validates with the step's contract schema (the same one the server uses), saves
 *   with `POST /api/onboarding/save`, drops the draft and goes to the branch's next route;
 * - a failed save leaves the user on the step with a banner, except when the session has
 *   ended: then the user goes to /login and comes back to this step.
 */
export function useWizardStep<K extends SavedStepKey, F>(config: StepConfig<K, F>) {
  const { key } = config;
  const { t } = useTranslation('onboarding');
  const { state, drafts } = useWizard();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveStep();
  const [form, setFormState] = useState<F>(
    () =>
      (drafts.get(key) as F | undefined) ??
      config.initial(state.answers[key] as StepAnswers<K> | undefined, state),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  /** Bumped on each refused Next, so the frame can move focus to the first invalid field. */
  const [attempt, setAttempt] = useState(0);
  const edited = useRef(false);

  useEffect(() => {
    if (edited.current) drafts.set(key, form);
  }, [drafts, key, form]);

  const setForm = useCallback((update: F | ((previous: F) => F)) => {
    edited.current = true;
    setFormState(update);
  }, []);

  /** Clear the error shown for `path` once the user changes that field. */
  const clearError = useCallback((path: string) => {
    setErrors((current) => {
      if (!(path in current)) return current;
      const rest = { ...current };
      delete rest[path];
      return rest;
    });
  }, []);

  const clearAllErrors = useCallback(() => setErrors({}), []);

  const submit = async () => {
    setFormError(null);
    const schema = STEP_ANSWERS[key] as unknown as z.ZodType<StepAnswers<K>>;
    const parsed = schema.safeParse(config.toAnswers(form));
    if (!parsed.success) {
      setErrors(fieldErrors(t, parsed.error.issues, config.issueText));
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    try {
      const next = await save.mutateAsync({ key, answers: parsed.data });
      drafts.delete(key);
      edited.current = false;
      await navigate(nextPath(key, next.userType as UserType));
    } catch (error) {
      if (leaveIfSessionEnded(queryClient, error)) return;
      setFormError(saveErrorMessage(t, error));
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

  const userType = state.userType;
  return {
    t,
    state,
    form,
    setForm,
    errors,
    clearError,
    clearAllErrors,
    formError,
    attempt,
    saving: save.isPending,
    submit,
    back: userType ? backPath(key, userType) : null,
  };
}
