import { ERROR_STATUS, type ErrorType } from '@pathwise/contracts';

/**
 * An error the API answers with `{message, code, type}`; `code` is the HTTP status
 * that belongs to `type` (contracts `ERROR_STATUS`).
 */
export class AppError extends Error {
  readonly type: ErrorType;
  readonly code: number;
  /** Seconds a client should wait, sent as `Retry-After` (rate limits). */
  readonly retryAfter?: number;

  constructor(type: ErrorType, message: string, options: { retryAfter?: number } = {}) {
    super(message);
    this.name = 'AppError';
    this.type = type;
    this.code = ERROR_STATUS[type];
    this.retryAfter = options.retryAfter;
  }
}

/** Default messages, used when a thrower has nothing more specific to say. */
export const MESSAGES = {
  unauthorized: 'You need to sign in to do this.',
  unverified: 'Please verify your email before logging in...',
  moreFactors: 'More factors are required to complete the sign in process.',
  invalidOtp: 'Invalid code. Please check the code and try again.',
  noAuthenticator: 'Two-factor authentication is not turned on for this account.',
  authenticatorOn: 'Two-factor authentication is already turned on.',
  recoveryCodesExist: 'Recovery codes exist already. Generate a new set instead.',
  challengeInvalid: 'The challenge is unknown or expired. Please ask for a new code.',
  noChallengeNeeded: 'This session does not wait for a second factor.',
  sessionNotFound: 'Session not found.',
  forbidden: 'You are not allowed to do this.',
  invalidCredentials: 'Invalid credentials. Please check the email and password.',
  invalidToken: 'Invalid token passed in the request.',
  userNotFound: 'User with the requested ID could not be found.',
  alreadyExists: 'A user with the same id, email, or phone already exists in this project.',
  rateLimited:
    'Rate limit for the current endpoint has been exceeded. Please try again after some time.',
  unknownOrigin: 'Invalid Origin. Register your new client as a trusted origin.',
  server: 'Server Error',
} as const;
