/** Shared contracts: zod schemas, error types and limits used by the web app and the server. */
export * from './account.ts';
export * from './circles.ts';
export * from './errors.ts';
export * from './limits.ts';
export * from './onboarding.ts';
export * from './routes.ts';
export * from './mentors.ts';
export * from './contact.ts';
export * from './resources.ts';
export * from './text.ts';
export * from './availability.ts';
export * from './bookings.ts';
export * from './goals.ts';
export * from './notifications.ts';
export * from './analytics.ts';
export * from './earnings.ts';
