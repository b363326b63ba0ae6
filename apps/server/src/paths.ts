import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's own folder (`apps/server`), found by walking up from this module to the
 * `package.json` named `@pathwise/server`. It holds whether the code runs from its sources
 * (`src/…`, under Vitest or tsx) or from the compiled bundle (`dist/main.js`, `npm start`:
 * ADR 0014), which sit at different depths, so no path here is counted in `..`s.
 *
 * @throws Error when no such `package.json` is found above this module (a broken checkout).
 */
export const serverRoot: string = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const { name } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@pathwise/server') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('The server package (apps/server) was not found.');
    dir = parent;
  }
})();

/** The committed SQL migrations, `apps/server/drizzle`. */
export const migrationsFolder: string = path.join(serverRoot, 'drizzle');

/** The web app's production build served by default, `apps/web/dist` (overridden by `WEB_DIST`). */
export const defaultWebDist: string = path.resolve(serverRoot, '../web/dist');
