import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Whether `pathname` (no trailing slash) matches the route `pattern` of `route-preloads.json`:
 * the same number of segments, each equal or matched by a `:name` segment of the pattern, which
 * stands for any one non-empty segment (React Router's notation). `/mentors/:id` matches
 * `/mentors/abc`, not `/mentors` nor `/mentors/abc/book`.
 */
function matchesRoute(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.split('/');
  return (
    want.length === got.length &&
    want.every((segment, i) => segment === got[i] || (segment.startsWith(':') && got[i] !== ''))
  );
}

/**
 * The `Link` header that names, for a public page of the web app (`/`, `/mentors`, `/terms`,
 * `/mentors/:id`…), the JavaScript its first load needs besides the entry, as `modulepreload`:
 * the browser then fetches the page's chunks while the entry downloads instead of once it has
 * run, chunk after chunk (issue 18, Lighthouse LCP). The list comes from the build's
 * `route-preloads.json` (`apps/web/build/route-preloads.ts`), read on each call like the other
 * built files, so a rebuild under a running server is used at once. An exact key wins over a
 * pattern with `:name` segments; among patterns, the first of the file that matches.
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
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const key =
    page in preloads
      ? page
      : Object.keys(preloads).find((route) => route.includes(':') && matchesRoute(route, page));
  const files = key === undefined ? undefined : preloads[key];
  if (!Array.isArray(files) || files.length === 0) return undefined;
  return files
    .filter((file): file is string => typeof file === 'string' && /^\/assets\/[\w.-]+$/.test(file))
    .map((file) => `<${file}>; rel=modulepreload; crossorigin`)
    .join(', ');
}
