/**
 * The most common passwords, refused wherever a password is chosen (sign-up, reset, change):
 * OWASP ASVS 5.0 §6.2 asks that a new password be checked against at least the 3,000 most
 * common, and ADR 0004 takes the larger list of `@zxcvbn-ts/language-common` (about 49,000
 * entries from leaked-password corpora, maintained with zxcvbn-ts). The list (≈ 400 KB) is
 * loaded on first use, so start-up does not pay for it.
 */

import { AppError } from './errors.ts';

let common: Promise<ReadonlySet<string>> | undefined;

function load(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return common;
}

/** The message of the refusal. */
const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most commonly used passwords, so it is easy to guess. Please choose a less common one.';

/**
 * Whether `password` is one of the common passwords, ignoring case (the list is lowercase:
 * "Password1" is as guessable as "password1").
 */
async function isCommonPassword(password: string): Promise<boolean> {
  return (await load()).has(password.toLowerCase());
}

/**
 * @throws AppError 400 `user_password_too_common` when `password` is among the most common
 * (sign-up, reset and change all refuse it: ADR 0004).
 */
export async function refuseCommonPassword(password: string): Promise<void> {
  if (await isCommonPassword(password)) {
    throw new AppError('user_password_too_common', COMMON_PASSWORD_MESSAGE);
  }
}
