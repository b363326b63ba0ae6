import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a first visit to the home page downloads: every script Chromium requested
 * while loading `/` (taken from Lighthouse's network records of that run, so lazily loaded
 * route chunks count too), fetched again and gzip-compressed here at level 9, the figure
 * the target is set in. The server sends the build's precompressed copies (brotli when the
 * client accepts it), so `servedBytes` (the Content-Length of the encoded answer) is what
 * actually crossed the wire.
 */

export interface FirstLoadJs {
  files: { name: string; rawBytes: number; gzipBytes: number; servedBytes: number }[];
  rawBytes: number;
  gzipBytes: number;
  servedBytes: number;
  /** The server's Content-Encoding for its scripts, if any. */
  serverEncoding: string | null;
}

export async function measureFirstLoadJs(urls: string[]): Promise<FirstLoadJs> {
  const files: FirstLoadJs['files'] = [];
  let serverEncoding: string | null = null;
  for (const url of [...new Set(urls)]) {
    const res = await fetch(url, { headers: { 'accept-encoding': 'gzip, br' } });
    serverEncoding ??= res.headers.get('content-encoding');
    const body = Buffer.from(await res.arrayBuffer());
    // fetch decodes a compressed body; the header says what was sent.
    const served = Number(res.headers.get('content-length') ?? body.length);
    files.push({
      name: new URL(url).pathname,
      rawBytes: body.length,
      gzipBytes: gzipSync(body, { level: 9 }).length,
      servedBytes: served,
    });
  }
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const sum = (k: 'rawBytes' | 'gzipBytes' | 'servedBytes') =>
    files.reduce((total, f) => total + f[k], 0);
  return {
    files,
    rawBytes: sum('rawBytes'),
    gzipBytes: sum('gzipBytes'),
    servedBytes: sum('servedBytes'),
    serverEncoding,
  };
}
