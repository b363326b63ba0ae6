import { z } from 'zod';

/**
 * In browsers, zod 4 probes `new Function()` when it builds object schemas, and the web app's
 * CSP (no eval) reports that probe as a violation. Run zod without its JIT there; this module
 * is imported first by `index.ts`, so it runs before any schema of the contracts is built.
 * The server keeps the JIT.
 */
if ('document' in globalThis) z.config({ jitless: true });
