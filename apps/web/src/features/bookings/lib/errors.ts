import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-client.ts';

/** Refusals of a proposal the calendar words itself (docs/product.md#8-error-catalogue; 409s of the contract). */
const PROPOSAL_ERRORS = [
  'booking_slot_unavailable',
  'booking_mentee_busy',
  'booking_change_not_allowed',
] as const;

/**
 * The text for a failed proposal: the catalogue's wording of a known 409, else the server's
 * own message for another refusal, else a generic retry line (network, server errors).
 */
export function proposalErrorMessage(t: TFunction<'calendar'>, error: unknown): string {
  if (!isApiError(error)) return t('propose.errors.generic');
  const known = PROPOSAL_ERRORS.find((type) => type === error.type);
  if (known) return t(`propose.errors.${known}`);
  if (error.status >= 400 && error.status < 500 && error.message) return error.message;
  return t('propose.errors.generic');
}
