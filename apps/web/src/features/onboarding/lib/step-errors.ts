import type { TFunction } from 'i18next';
import type { core } from 'zod';
import { isApiError } from '@/lib/api-client.ts';

/** Field errors of a step form: the first message per answer path ("plans.1.priceMinor"). */
export type FieldErrors = Record<string, string>;

/**
 * The catalogue text for one failed check of a step's contract schema. The schema's own
 * English messages are not shown: every visible string comes from the i18n catalogue.
 */
export function issueMessage(t: TFunction<'onboarding'>, issue: core.$ZodIssue): string {
  const field = String(issue.path[issue.path.length - 1] ?? '');
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'string') return t('errors.tooLong', { max: Number(issue.maximum) });
      return t('errors.atMost', { max: Number(issue.maximum) });
    case 'too_small':
      if (issue.origin === 'string') return t('errors.required');
      return t('errors.atLeast', { min: Number(issue.minimum) });
    case 'invalid_type':
      if (issue.expected === 'number' || issue.expected === 'int') return t('errors.wholeNumber');
      return t('errors.selectOption');
    case 'invalid_format':
    case 'invalid_union':
      return field === 'email' ? t('errors.email') : t('errors.selectOption');
    case 'custom':
      return field === 'other' ? t('errors.specify') : t('errors.selectOption');
    default:
      return t('errors.selectOption');
  }
}

/** Field errors keyed by answer path, the first issue of each path winning. */
export function fieldErrors(
  t: TFunction<'onboarding'>,
  issues: readonly core.$ZodIssue[],
  override?: (issue: core.$ZodIssue) => string | undefined,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= override?.(issue) ?? issueMessage(t, issue);
  }
  return errors;
}

/**
 * The banner text for a failed save (docs/product.md#8-error-catalogue: 'Failed to save data. Please try
 * again.'). A 400 carries the server's message naming the field, which is shown too.
 */
export function saveErrorMessage(t: TFunction<'onboarding'>, error: unknown): string {
  if (isApiError(error, 'general_argument_invalid'))
    return t('errors.rejected', { message: error.message });
  if (isApiError(error, 'onboarding_step_out_of_order')) return t('errors.outOfOrder');
  if (isApiError(error, 'onboarding_already_completed')) return t('errors.alreadyCompleted');
  return t('errors.saveFailed');
}

/**
 * True when sending the same answers again may work: the server was not reached (offline,
 * `network_error`) or failed on its side (5xx). Refusals (4xx) need a change first.
 * The wizard then offers 'Try again' beside the message (docs/product.md#5-validation).
 */
export function mayRetry(error: unknown): boolean {
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}
