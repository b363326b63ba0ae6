import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * Lighthouse 13 with its default configuration (mobile: a Moto G Power-sized screen,
 * simulated slow 4G and a 4× slower CPU) on Debian's Chromium, launched headless by
 * chrome-launcher with the flags this machine needs. Scores are 0–100 as Lighthouse shows
 * them; a page Lighthouse could not load reports its error instead.
 */

/** Flags for Debian's Chromium (docs/architecture.md#tests) plus headless. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const LIGHTHOUSE_CATEGORIES = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const;
type Category = (typeof LIGHTHOUSE_CATEGORIES)[number];

export interface LighthousePage {
  path: string;
  /** Score per category, 0–100; absent when Lighthouse could not score it. */
  scores: Partial<Record<Category, number>>;
  /** Lighthouse's runtime error or the exception, when the run failed. */
  error?: string;
  /** Script requests of the page load, with the bytes Lighthouse saw transferred. */
  scripts: { url: string; transferBytes: number }[];
}

/**
 * The public pages Lighthouse scores (docs/performance.md: "≥ 95 on every public page"): the fixed
 * ones, then the profile of the directory's first mentor and the page of the first circle of
 * `baseUrl`'s content (`GET /api/mentors`, `GET /api/circles`); a list that cannot be read
 * leaves its page out.
 */
export async function lighthousePaths(baseUrl: string): Promise<string[]> {
  const paths = [
    ...['/', '/mentors', '/circles', '/faq', '/about', '/contact', '/resources'],
    ...['/terms', '/privacy', '/login', '/signup'],
  ];
  for (const [list, page] of [
    ['/api/mentors', '/mentors'],
    ['/api/circles', '/circles'],
  ] as const) {
    try {
      const res = await fetch(`${baseUrl}${list}`);
      const body = (await res.json()) as { items?: { id: string }[] };
      const id = body.items?.[0]?.id;
      if (res.ok && id) paths.push(`${page}/${encodeURIComponent(id)}`);
    } catch {
      /* left out: the table shows the pages that were scored */
    }
  }
  return paths;
}

/** Run Lighthouse on each path of `baseUrl`, one after another, in one Chromium. */
export async function runLighthouse(baseUrl: string, paths: string[]): Promise<LighthousePage[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const pages: LighthousePage[] = [];
  try {
    for (const path of paths) {
      // A busy machine sometimes makes Lighthouse lose the trace (NO_NAVSTART): one retry.
      let page = await scorePage(baseUrl, path, chrome.port);
      if (page.error) page = await scorePage(baseUrl, path, chrome.port);
      pages.push(page);
    }
  } finally {
    chrome.kill();
  }
  return pages;
}

async function scorePage(baseUrl: string, path: string, port: number): Promise<LighthousePage> {
  try {
    const result = await lighthouse(`${baseUrl}${path}`, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...LIGHTHOUSE_CATEGORIES],
    });
    const lhr = result?.lhr;
    const scores: LighthousePage['scores'] = {};
    for (const id of LIGHTHOUSE_CATEGORIES) {
      const score = lhr?.categories[id]?.score;
      if (typeof score === 'number') scores[id] = Math.round(score * 100);
    }
    const items = (
      lhr?.audits['network-requests']?.details as
        { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined
    )?.items;
    return {
      path,
      scores,
      // The code (e.g. NO_NAVSTART) keeps the table narrow; the message is long.
      error: lhr?.runtimeError ? lhr.runtimeError.code : undefined,
      scripts: (items ?? [])
        .filter((i) => i.resourceType === 'Script')
        .map((i) => ({ url: i.url, transferBytes: i.transferSize ?? 0 })),
    };
  } catch (err) {
    return {
      path,
      scores: {},
      error: (err instanceof Error ? err.message : String(err)).slice(0, 60),
      scripts: [],
    };
  }
}
