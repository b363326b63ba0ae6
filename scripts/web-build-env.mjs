// The environment `npm start` gives the web build.

/**
 * `env` with NODE_ENV=production: Vite builds React's development bundle when NODE_ENV says
 * development (234 KB gzip of first-load JS instead of 168), and `npm start` serves what it
 * built, so the server's own NODE_ENV must not choose the bundle. Everything else is passed on.
 *
 * @param {NodeJS.ProcessEnv} env the server's environment
 * @returns {NodeJS.ProcessEnv} a copy for the `vite build` child process
 */
export function webBuildEnv(env) {
  return { ...env, NODE_ENV: 'production' };
}
