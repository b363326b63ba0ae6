/**
 * Database schema (Drizzle), gathered from the modules: each module declares the tables it
 * owns in its own `schema.ts` and is the only one to write them (docs/architecture.md
 * "Data"). drizzle-kit and the database client read this file; migrations in `drizzle/` are
 * generated from it with `npm run db:generate` and applied at start.
 */
export * from '../modules/account/schema.ts';
export * from '../modules/account/oauth/schema.ts';
export * from '../modules/sessions/schema.ts';
export * from '../modules/account/mfa/schema.ts';
export * from '../modules/dev-mailbox/schema.ts';
export * from '../modules/onboarding/schema.ts';
export * from '../modules/profiles/schema.ts';
export * from '../modules/mentors/schema.ts';
export * from '../modules/circles/schema.ts';
export * from '../modules/contact/schema.ts';
export * from '../modules/resources/schema.ts';
export * from '../modules/newsletter/schema.ts';
export * from '../modules/testimonials/schema.ts';
export * from '../modules/bookings/schema.ts';
export * from '../modules/goals/schema.ts';
export * from '../modules/notifications/schema.ts';
export * from '../modules/analytics/schema.ts';
export * from '../modules/messages/schema.ts';
export * from '../modules/blocks/schema.ts';
export * from '../modules/experts/schema.ts';
export * from '../modules/feature-requests/schema.ts';
export * from '../modules/realtime/schema.ts';
export * from '../modules/account-data/schema.ts';
export * from '../modules/reports/schema.ts';
export * from '../modules/audit-log/schema.ts';
export * from './infrastructure-schema.ts';
