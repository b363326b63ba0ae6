import proxyAddr from '@fastify/proxy-addr';
import type { IncomingMessage } from 'node:http';
import net from 'node:net';

/**
 * Which reverse proxies are trusted to name the client in `X-Forwarded-For` (README
 * "Configuration", `TRUST_PROXY`; docs/operations.md#configuration). Parsed once at boot from:
 * - `false` / `0` / unset: none; the client is the socket's peer.
 * - a hop count `N` (1–10): the N nearest hops are proxies; the client is the address
 *   N entries from the right. Only for a server that clients cannot reach but through them.
 * - addresses, CIDR ranges or the words `loopback`, `linklocal`, `uniquelocal`, separated by
 *   commas: a hop is trusted when its address is one of them (the forms of Fastify's
 *   `trustProxy` and the `proxy-addr` package).
 *
 * `true` is refused: trusting every hop takes the left-most entry, which the client writes
 * itself, so anyone could choose their address (and so escape every rate limit).
 */
export type TrustProxy =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; addresses: string[] };

const KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Whether `value` is an IP address or a CIDR range (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrRange(value: string): boolean {
  const [address, bits, extra] = value.split('/');
  if (extra !== undefined || !address) return false;
  const family = net.isIP(address);
  if (!family) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Parse `TRUST_PROXY`.
 * @throws Error naming the variable and the forms it takes, for `true` or a bad entry.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim().toLowerCase();
  if (['', 'false', '0', 'no'].includes(value)) return { kind: 'none' };
  const forms =
    'give the proxies\' addresses (e.g. "loopback" for a proxy on this machine, or "10.0.0.5,10.0.0.6") or a hop count (e.g. "1")';
  if (['true', 'yes'].includes(value)) {
    throw new Error(
      `Invalid configuration: TRUST_PROXY: "true" would let any client choose its own address; ${forms}.`,
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10)
      throw new Error(`Invalid configuration: TRUST_PROXY: at most 10 hops; ${forms}.`);
    return { kind: 'hops', hops };
  }
  const addresses = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = addresses.find((a) => !KEYWORDS.has(a) && !isAddressOrRange(a));
  if (bad !== undefined) {
    throw new Error(`Invalid configuration: TRUST_PROXY: "${bad}" is not an address; ${forms}.`);
  }
  return { kind: 'addresses', addresses };
}

/** The function of `proxy-addr` that says whether hop `index` (0 = the socket's peer) is trusted. */
export type TrustFunction = (address: string, index: number) => boolean;

/** Compile a {@link TrustProxy} for Fastify's `trustProxy` option and {@link clientAddress}. */
export function trustFunction(trust: TrustProxy): TrustFunction | false {
  switch (trust.kind) {
    case 'none':
      return false;
    case 'hops':
      return (_address, index) => index < trust.hops;
    case 'addresses':
      return proxyAddr.compile(trust.addresses);
  }
}

/**
 * The client's address of a raw request (a WebSocket handshake, say) by the same rule as
 * Fastify's `request.ip`: the right-most address of the chain that is not a trusted proxy.
 */
export function clientAddress(request: IncomingMessage, trust: TrustFunction | false): string {
  if (!trust) return request.socket.remoteAddress ?? '';
  return proxyAddr(request, trust);
}
