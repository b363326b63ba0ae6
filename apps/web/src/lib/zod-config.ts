import { z } from 'zod';

/**
 * zod 4 probes whether `new Function()` is allowed to speed up object parsing; our CSP forbids
 * eval, so the probe shows up as a CSP violation in the console. Turn the JIT off before any
 * schema parses. Imported first by `main.tsx`.
 */
z.config({ jitless: true });
