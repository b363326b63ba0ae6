import { z } from 'zod';

/**
 * zod in the browser: zod 4 probes `new Function()` when it builds object schemas (its JIT),
 * and the server's Content-Security-Policy (no eval) reports that probe as a violation. Run
 * zod without its JIT here. `main.tsx` imports this module first, so it runs before any
 * schema of `@pathwise/contracts` is built; it is listed in `sideEffects` (package.json) so
 * the bundler keeps it. The server keeps the JIT.
 */
z.config({ jitless: true });
