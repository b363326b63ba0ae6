import path from 'node:path';
import type { Plugin } from 'vite';

/** The file the plugin writes into the build's root, which the server reads. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * A build plugin that writes {@link ROUTE_PRELOADS_FILE}: for each landing path, the URLs of the
 * JavaScript its first load needs besides the entry (the page's chunk, the chunks it imports,
 * directly or not, and its i18n catalogues), e.g. `{"/": ["/assets/home-page-….js", …]}`. The server sends them
 * as a `Link: …; rel=modulepreload` header with index.html on that path, so the browser fetches
 * them while the entry downloads instead of after it has run (docs/performance.md, Lighthouse LCP).
 * @param pages absolute path of each landing path's page module and its catalogues
 */
export function routePreloads(
  pages: Record<string, { page: string; catalogues: readonly string[] }>,
): Plugin {
  return {
    name: 'pathwise-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      // The entry and what it imports are in index.html already.
      const inHtml = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
      const chunkOf = (id: string) => chunks.find((chunk) => chunk.moduleIds.includes(id));
      /** `fileName` and every chunk it imports statically, however deep. */
      const withImports = (fileName: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        const chunk = chunks.find((c) => c.fileName === fileName);
        for (const file of chunk?.imports ?? []) withImports(file, seen);
        return seen;
      };
      const preloads: Record<string, string[]> = {};
      for (const [route, { page, catalogues }] of Object.entries(pages)) {
        const pageChunk = chunkOf(page);
        if (!pageChunk) continue;
        const files = [...withImports(pageChunk.fileName)];
        for (const catalogue of catalogues) {
          const file = chunkOf(catalogue)?.fileName;
          if (file) files.push(file);
        }
        preloads[route] = [...new Set(files)]
          .filter((file) => !inHtml.has(file))
          .map((file) => `/${file.split(path.sep).join('/')}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
