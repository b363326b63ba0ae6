import path from 'node:path';
import type { Plugin } from 'vite';

/** The file the plugin writes into the build's root, which the server reads. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * A build plugin that writes {@link ROUTE_PRELOADS_FILE}: for each landing path, the URLs of the
 * JavaScript its first load needs besides the entry (the page's chunk and the chunks it imports,
 * directly or not), e.g. `{"/": ["/assets/home-page-….js", …]}`; and under `catalogues`, per
 * language, the i18n catalogue chunks every page needs (`*`: `common`) and each landing path's
 * own, e.g. `{"catalogues": {"es": {"*": ["/assets/common-….js"], "/": [...]}}}` (ADR 0022).
 * The server sends them as a `Link: …; rel=modulepreload` header with index.html, the catalogues
 * of the language the page will show, so the browser fetches them while the entry downloads
 * instead of after it has run (docs/performance.md, Lighthouse LCP).
 * @param pages absolute path of each landing path's page module and its catalogue namespaces
 * @param i18n the catalogues' folder (`<locales>/<language>/<namespace>.json`), the languages
 *   (the default first) and the namespaces every page loads first
 */
export function routePreloads(
  pages: Record<string, { page: string; catalogues: readonly string[] }>,
  i18n: { locales: string; languages: readonly string[]; eager: readonly string[] },
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
      const url = (file: string) => `/${file.split(path.sep).join('/')}`;
      /** The chunks of `namespaces`' catalogues in `language`. */
      const catalogueFiles = (language: string, namespaces: readonly string[]) =>
        namespaces
          .map((ns) => chunkOf(path.join(i18n.locales, language, `${ns}.json`))?.fileName)
          .filter((file): file is string => file !== undefined && !inHtml.has(file))
          .map(url);
      const preloads: Record<string, unknown> = {};
      const catalogues: Record<string, Record<string, string[]>> = {};
      for (const language of i18n.languages)
        catalogues[language] = { '*': catalogueFiles(language, i18n.eager) };
      for (const [route, { page, catalogues: namespaces }] of Object.entries(pages)) {
        const pageChunk = chunkOf(page);
        if (!pageChunk) continue;
        preloads[route] = [...withImports(pageChunk.fileName)]
          .filter((file) => !inHtml.has(file))
          .map(url);
        for (const language of i18n.languages) {
          const everyPage = new Set(catalogues[language]!['*']);
          const files = catalogueFiles(language, namespaces).filter((file) => !everyPage.has(file));
          if (files.length) catalogues[language]![route] = files;
        }
      }
      preloads.catalogues = catalogues;
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
