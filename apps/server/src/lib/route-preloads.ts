import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The `Link` header that names, for a landing path of the web app (`/`, `/mentors`, `/circles`,
 * `/faq`), the JavaScript its first load needs besides the entry, as `modulepreload`: the
 * browser then fetches the page's chunks while the entry downloads instead of once it has run
 * (issue 18, Lighthouse LCP). The list comes from the build's `route-preloads.json`
 * (`apps/web/build/route-preloads.ts`), read on each call like the other built files, so a
 * rebuild under a running server is used at once.
 * @param webDist the built web app's folder
 * @param pathname the request's path, without the query
 * @returns the header's value, or undefined for other paths or when the build has no list
 */
export async function routePreloadLink(
  webDist: string,
  pathname: string,
): Promise<string | undefined> {
  let preloads: Record<string, unknown>;
  try {
    preloads = JSON.parse(
      await fs.readFile(path.join(webDist, 'route-preloads.json'), 'utf8'),
    ) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const files = preloads[pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname];
  if (!Array.isArray(files) || files.length === 0) return undefined;
  return files
    .filter((file): file is string => typeof file === 'string' && /^\/assets\/[\w.-]+$/.test(file))
    .map((file) => `<${file}>; rel=modulepreload; crossorigin`)
    .join(', ');
}
