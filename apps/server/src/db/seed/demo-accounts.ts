/**
 * The demo accounts' emails (README "Demo accounts"; printed in the start banner). A module of
 * their own: the start-up reads them without loading the seeders, and the seeders read them
 * without importing one another.
 */
export const DEMO_MENTEE_EMAIL = 'demo-mentee@pathwise.example';
export const DEMO_MENTOR_EMAIL = 'demo-mentor@pathwise.example';
