import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import {
  buildTestApp,
  createTestDatabase,
  dropTestDatabase,
  type TestApp,
} from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Health, security headers, the OpenAPI document and what a 5xx may reveal
 * (docs/architecture.md#security).
 */

/** A Content-Security-Policy header as `{directive: value}`. */
function directives(header: unknown): Record<string, string> {
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  return Object.fromEntries(
    (header as string)
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name!, values.join(' ')];
      }),
  );
}

const SERVER_ERROR = { message: 'Server Error', code: 500, type: 'general_server_error' };
/** Words of the internals a thrown error carries; none may reach the client. */
const INTERNALS = /hunter2|ECONNREFUSED|10\.1\.2\.3|\.ts:\d|at |stack|pool|postgres/i;

/** The precompressed copies of assets/app.js hold this, so a test can tell which was sent. */
const APP_JS = 'console.log("app, precompressed");';

let webDist: string;
let t: TestApp;
beforeAll(async () => {
  // A stand-in for the built web app: the SPA fallback serves whatever index.html it finds.
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'pathwise-web-dist-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Pathwise</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  await fs.writeFile(path.join(webDist, 'assets', 'app.js'), 'console.log("app");');
  // What the build's compression plugin writes beside each file.
  await fs.writeFile(path.join(webDist, 'assets', 'app.js.br'), brotliCompressSync(APP_JS));
  await fs.writeFile(path.join(webDist, 'assets', 'app.js.gz'), gzipSync(APP_JS));
  // What the build's route-preloads plugin writes (apps/web/build/route-preloads.ts).
  await fs.writeFile(
    path.join(webDist, 'route-preloads.json'),
    JSON.stringify({
      '/': ['/assets/home-page-a1.js', '/assets/landing-b2.js'],
      '/mentors': ['/assets/directory-page-c3.js'],
      '/mentors/:id': ['/assets/profile-page-d4.js'],
      catalogues: {
        en: { '*': ['/assets/first-en-e1.js'], '/mentors': ['/assets/mentors-en-e2.js'] },
        es: { '*': ['/assets/first-es-s1.js'], '/mentors': ['/assets/mentors-es-s2.js'] },
        hi: { '*': ['/assets/first-hi-h1.js'] },
      },
    }),
  );
  await fs.writeFile(
    path.join(webDist, 'favicon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  t = await buildTestApp({
    webDist,
    setup(app) {
      app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
        throw new Error('connect ECONNREFUSED 10.1.2.3:5432 (user pathwise, password hunter2)');
      });
    },
  });
});
afterAll(async () => {
  await t?.close();
  if (webDist) await fs.rm(webDist, { recursive: true, force: true });
});

describe('GET /healthz', () => {
  it('answers 200 while the database answers', async () => {
    const res = await t.request('GET', '/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 once the pool is gone, and API errors stay generic', async () => {
    const broken = await buildTestApp({ mail: 'dev-mailbox' });
    try {
      await broken.database.close();
      const health = await broken.request('GET', '/healthz');
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'unavailable' });

      const signIn = await broken.request('POST', '/api/account/sessions/email', {
        body: { email: 'someone@example.com', password: 'some-password' },
      });
      expect(signIn.statusCode).toBe(500);
      expect(signIn.json()).toEqual(SERVER_ERROR);
      expect(signIn.body).not.toMatch(INTERNALS);
    } finally {
      await broken.close();
    }
  });

  it('answers 503 when the database itself is dropped under the app', async () => {
    const db = await createTestDatabase();
    const doomed = await buildTestApp({ database: db, mail: 'dev-mailbox' });
    try {
      expect((await doomed.request('GET', '/healthz')).statusCode).toBe(200);
      await dropTestDatabase(db);
      const res = await doomed.request('GET', '/healthz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable' });
    } finally {
      await doomed.close();
    }
  });
});

describe('errors', () => {
  it('a thrown error becomes a generic 500 without internals', async () => {
    const res = await t.request('GET', '/api/test/boom');
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(SERVER_ERROR);
    expect(res.body).not.toMatch(INTERNALS);
  });
});

describe('route preloads (Lighthouse LCP)', () => {
  it('index.html names the landing page’s chunks in a modulepreload Link header', async () => {
    const home = await t.request('GET', '/');
    expect(home.headers.link).toBe(
      '</assets/home-page-a1.js>; rel=modulepreload; crossorigin, ' +
        '</assets/landing-b2.js>; rel=modulepreload; crossorigin, ' +
        '</assets/first-en-e1.js>; rel=modulepreload; crossorigin',
    );
    for (const url of ['/mentors', '/mentors/', '/mentors?q=design'])
      expect((await t.request('GET', url)).headers.link, url).toBe(
        '</assets/directory-page-c3.js>; rel=modulepreload; crossorigin, ' +
          '</assets/first-en-e1.js>; rel=modulepreload; crossorigin, ' +
          '</assets/mentors-en-e2.js>; rel=modulepreload; crossorigin',
      );
  });

  // docs/product.md#15-languages: the catalogues of the language the page will show.
  it('names the catalogues of ?lng=, else the remembered choice, else Accept-Language', async () => {
    const link = async (url: string, headers: Record<string, string> = {}) =>
      String((await t.request('GET', url, { headers })).headers.link);
    expect(await link('/mentors?lng=es', { cookie: 'pathwise_lng=hi' })).toContain(
      'mentors-es-s2.js',
    );
    expect(await link('/mentors', { cookie: 'pathwise_lng=hi' })).toContain('first-hi-h1.js');
    expect(await link('/', { 'accept-language': 'fr-FR, hi-IN;q=0.5, es-MX;q=0.8' })).toContain(
      'first-es-s1.js',
    );
    expect(await link('/', { 'accept-language': 'fr-FR' })).toContain('first-en-e1.js');
    expect(await link('/?lng=xx')).toContain('first-en-e1.js');
    expect(await link('/login', { 'accept-language': 'hi' })).toBe(
      '</assets/first-hi-h1.js>; rel=modulepreload; crossorigin',
    );
  });

  it('a page with parameters gets the chunks of its route pattern and its API answers', async () => {
    for (const url of ['/mentors/abc', '/mentors/abc/', '/mentors/abc?tab=reviews'])
      expect((await t.request('GET', url)).headers.link, url).toBe(
        '</assets/profile-page-d4.js>; rel=modulepreload; crossorigin, ' +
          '</assets/first-en-e1.js>; rel=modulepreload; crossorigin, ' +
          '</api/mentors/abc>; rel=preload; as=fetch; crossorigin, ' +
          '</api/mentors/abc/reviews?page=1>; rel=preload; as=fetch; crossorigin, ' +
          '</api/mentors/abc/booking-policy>; rel=preload; as=fetch; crossorigin',
      );
    // The id as the web app encodes it; nothing of it can end the URL or add a link.
    const odd = await t.request('GET', '/mentors/a%3E%2C%20b');
    expect(odd.headers.link).toContain('</api/mentors/a%3E%2C%20b>; rel=preload');
    expect(String(odd.headers.link).split(', ')).toHaveLength(5);
  });

  it('other paths get only the catalogues every page needs; the files themselves nothing', async () => {
    for (const url of ['/login', '/mentors/abc/book'])
      expect((await t.request('GET', url)).headers.link, url).toBe(
        '</assets/first-en-e1.js>; rel=modulepreload; crossorigin',
      );
    expect((await t.request('GET', '/assets/app.js')).headers.link).toBeUndefined();
  });
});

describe('security headers', () => {
  it('the SPA answers client routes with index.html under a strict CSP', async () => {
    for (const url of ['/', '/login', '/dashboard/some/deep/route?x=1']) {
      const res = await t.request('GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe('no-cache');
      const csp = directives(res.headers['content-security-policy']);
      expect(csp['default-src'], url).toBe("'self'");
      // Scripts only from our own files: where an injection would matter.
      expect(csp['script-src'], url).toBe("'self'");
      expect(csp['object-src']).toBe("'none'");
      expect(csp['frame-ancestors']).toBe("'none'");
      expect(csp['base-uri']).toBe("'self'");
      expect(csp['form-action']).toBe("'self'");
      expect(Object.values(csp).join(' ')).not.toContain('unsafe-eval');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('hashed assets are cached for a year', async () => {
    const res = await t.request('GET', '/assets/app.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed copy of an asset to a browser that accepts it', async () => {
    const br = await t.request('GET', '/assets/app.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);

    const gz = await t.request('GET', '/assets/app.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);

    const plain = await t.request('GET', '/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app");');
  });

  it('compresses large API answers for clients that accept it', async () => {
    const res = await t.request('GET', '/api/openapi.json', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toHaveProperty('openapi');
  });

  it('other static files are revalidated, so a deploy replaces them', async () => {
    const res = await t.request('GET', '/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('an unknown API path is a JSON 404, not the SPA', async () => {
    const res = await t.request('GET', '/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ type: 'general_route_not_found' });
  });

  it('a POST to a client route is a JSON 404, not the SPA', async () => {
    const res = await t.request('POST', '/login', { body: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ type: 'general_route_not_found' });
  });

  it('API answers carry the same headers', async () => {
    const res = await t.request('GET', '/api/config');
    expect(directives(res.headers['content-security-policy'])['default-src']).toBe("'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('no Strict-Transport-Security over http; set when APP_URL is https', async () => {
    expect(
      (await t.request('GET', '/healthz')).headers['strict-transport-security'],
    ).toBeUndefined();
    const secure = await buildTestApp({
      database: t.db,
      mail: 'dev-mailbox',
      env: { APP_URL: 'https://pathwise.example' },
    });
    try {
      const res = await secure.request('GET', '/healthz');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });
});

describe('GET /api/openapi.json', () => {
  type Operation = { responses?: Record<string, unknown>; summary?: string };
  let doc: {
    openapi: string;
    info: { title: string; version: string };
    paths: Record<string, Record<string, Operation>>;
  };
  beforeAll(async () => {
    const res = await t.request('GET', '/api/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    doc = res.json();
  });

  it('is an OpenAPI 3 document of the Pathwise API', () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toMatchObject({ title: 'Pathwise API' });
    expect(doc.info.version).toBeTruthy();
  });

  it('lists the account calls with their methods', () => {
    const expected: Record<string, string[]> = {
      '/api/account': ['get', 'post'],
      '/api/account/sessions/email': ['post'],
      '/api/account/sessions/{sessionId}': ['delete'],
      '/api/account/verification': ['post', 'put'],
      '/api/account/recovery': ['post', 'put'],
      '/api/onboarding/getTempData': ['get'],
      '/healthz': ['get'],
    };
    for (const [p, methods] of Object.entries(expected)) {
      expect(Object.keys(doc.paths), p).toContain(p);
      for (const m of methods) {
        expect(doc.paths[p]![m], `${m.toUpperCase()} ${p}`).toBeDefined();
        expect(Object.keys(doc.paths[p]![m]!.responses ?? {}).length).toBeGreaterThan(0);
      }
    }
  });

  it('documents the error answers and hides developer-only routes', () => {
    const signUp = doc.paths['/api/account']!.post!;
    expect(Object.keys(signUp.responses!)).toEqual(
      expect.arrayContaining(['201', '400', '409', '429']),
    );
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/dev/'))).toBe(false);
  });

  it('every $ref points at something in the document', () => {
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const ref of refs) {
      const pointer = ref.slice(9, -1);
      expect(pointer.startsWith('#/')).toBe(true);
      const target = pointer
        .slice(2)
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
      expect(target, pointer).toBeDefined();
    }
  });
});
