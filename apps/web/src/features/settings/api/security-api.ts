import {
  AccountSessionList,
  MfaFactors,
  RecoveryCodes,
  TotpSetup,
  type ProveSecondFactor,
  type VerifyTotp,
} from '@pathwise/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * The calls of Settings → Security & Two-Factor Authentication (ADR 0018): the two-factor
 * state, TOTP set-up, recovery codes, and the person's sessions. Contracts in
 * `packages/contracts/src/account-mfa.ts`.
 */

const factorsKey = ['settings', 'mfa'] as const;
const sessionsKey = ['settings', 'sessions'] as const;

/** `GET /api/account/mfa/factors`: whether two-factor is on, the recovery codes left. */
export function useMfaFactors() {
  return useQuery({
    queryKey: factorsKey,
    queryFn: ({ signal }) => api('/account/mfa/factors', { schema: MfaFactors, signal }),
  });
}

/** `POST /api/account/mfa/authenticators/totp`: a new secret with its QR code. */
export function useCreateTotp() {
  return useMutation({
    mutationFn: () =>
      api('/account/mfa/authenticators/totp', { method: 'POST', schema: TotpSetup }),
  });
}

/**
 * Turn TOTP on with a code (`PUT …/totp`), then make the first recovery codes
 * (`POST /api/account/mfa/recovery-codes`), which the page shows once.
 * @throws ApiRequestError `user_invalid_otp` for a wrong code.
 */
export function useEnableTotp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: VerifyTotp) => {
      await api('/account/mfa/authenticators/totp', { method: 'PUT', body, schema: MfaFactors });
      return api('/account/mfa/recovery-codes', { method: 'POST', schema: RecoveryCodes });
    },
    onSettled: () => client.invalidateQueries({ queryKey: factorsKey }),
  });
}

/** `PATCH /api/account/mfa/recovery-codes`: a new set, proven with a code of the app. */
export function useRegenerateRecoveryCodes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProveSecondFactor) =>
      api('/account/mfa/recovery-codes', { method: 'PATCH', body, schema: RecoveryCodes }),
    onSuccess: () => client.invalidateQueries({ queryKey: factorsKey }),
  });
}

/** `DELETE /api/account/mfa/authenticators/totp` with a code or a recovery code. */
export function useDisableTotp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProveSecondFactor) =>
      api('/account/mfa/authenticators/totp', { method: 'DELETE', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: factorsKey }),
  });
}

/** `GET /api/account/sessions`: the person's sessions, the current one first. */
export function useAccountSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => api('/account/sessions', { schema: AccountSessionList, signal }),
  });
}

/** `DELETE /api/account/sessions/:id` (one) or `DELETE /api/account/sessions` (all others). */
export function useEndSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (which: { id: string } | 'others') =>
      api(which === 'others' ? '/account/sessions' : `/account/sessions/${which.id}`, {
        method: 'DELETE',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}
