/** Public face of the auth feature: what other features and the app may import. */
export { accountQuery, useAccount, accountKey } from './api/get-account.ts';
export { useLogout } from './api/logout.ts';
export { useSignOutToHome } from './api/use-sign-out-to-home.ts';
export { RequireAccount } from './components/require-account.tsx';
export { initials } from './lib/initials.ts';
export { authRoutes } from './routes.tsx';
