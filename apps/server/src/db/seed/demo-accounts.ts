/**
 * The demo accounts' emails (README "Demo accounts"; printed in the start banner). A module of
 * their own: the start-up reads them without loading the seeders, and the seeders read them
 * without importing one another.
 */
export const DEMO_MENTEE_EMAIL = 'demo-mentee@pathwise.example';
export const DEMO_MENTOR_EMAIL = 'demo-mentor@pathwise.example';
/**
 * The demo admin (docs/product.md#146-admin-overview): seeded with the other demo accounts and
 * an admin only in development with demo content (config `adminEmails`), never in production.
 */
export const DEMO_ADMIN_EMAIL = 'demo-admin@pathwise.example';
