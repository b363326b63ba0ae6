import { SessionState, type User } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api } from '@/lib/api-client.ts';
import { followAccountLanguage } from '@/lib/language.ts';
import { browserTimeZone } from '@/lib/time-zone.ts';

/** Query key of the signed-in account. */
export const accountKey = ['account'] as const;

/**
 * `GET /api/session`: the signed-in user, or null when signed out. That call answers 200 either
 * way, so a signed-out visit logs no failed request in the browser console. A signed-in
 * person's account language is applied on each read (`followAccountLanguage`,
 * docs/product.md#15-languages).
 */
export async function getAccount(): Promise<User | null> {
  const { user, mfaRequired } = await api('/session', { schema: SessionState });
  chosenZone = user?.timeZone;
  setFactorPending(mfaRequired === true);
  if (!user) return user;
  const saved = followAccountLanguage(user);
  return saved ? { ...user, language: saved } : user;
}

let chosenZone: string | undefined;
let factorPending = false;
const factorListeners = new Set<() => void>();

function setFactorPending(pending: boolean) {
  if (pending === factorPending) return;
  factorPending = pending;
  for (const listener of factorListeners) listener();
}

function subscribeFactor(listener: () => void) {
  factorListeners.add(listener);
  return () => void factorListeners.delete(listener);
}

/**
 * Whether this browser's session, as last read by {@link getAccount}, waits for its second
 * factor (ADR 0018): the account then reads as signed out (`null`), and every page sends the
 * person to the code step of /login (`second-factor.ts`).
 */
export function useSecondFactorPending(): boolean {
  return useSyncExternalStore(
    subscribeFactor,
    () => factorPending,
    () => false,
  );
}

/**
 * The signed-in person's one time zone (docs/product.md#123-booking): the one saved in Settings →
 * General or Availability (the same `users.time_zone`), else the browser's as the first
 * default. Every page that shows or reads times uses it.
 */
export function ownTimeZone(): string {
  return chosenZone ?? browserTimeZone();
}

export const accountQuery = queryOptions({
  queryKey: accountKey,
  queryFn: getAccount,
  staleTime: 60_000,
});

/** The signed-in user (null when signed out) and whether it is still loading. */
export function useAccount() {
  return useQuery(accountQuery);
}
