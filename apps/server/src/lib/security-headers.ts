import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ZOD_COMPILERS } from './validation.ts';

/**
 * Helmet's security headers, computed once at start-up instead of per request
 * (docs/performance.md#the-hot-endpoints: `@fastify/helmet` builds a new `helmet(options)`
 * middleware for every request, re-parsing the Content-Security-Policy directives, 2–3 % of the CPU
 * of `/healthz` under load). Our options have no per-request part (no CSP nonces), so the headers
 * are the same for every answer: they are taken from one answer of a throwaway app with
 * `@fastify/helmet` registered with the same options, and set on each response the way helmet sets
 * them (on the raw response, before the route runs).
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const answerHeaders = async (withHelmet: boolean) => {
    const probe = Fastify({ logger: false, schemaController: { compilersFactory: ZOD_COMPILERS } });
    if (withHelmet) await probe.register(helmet, options);
    probe.get('/', async () => 'ok');
    const res = await probe.inject({ method: 'GET', url: '/' });
    await probe.close();
    return res.headers;
  };
  const plain = await answerHeaders(false);
  const secured = await answerHeaders(true);
  return Object.entries(secured)
    .filter(([name]) => !(name in plain))
    .map(([name, value]) => [name, String(value)]);
}

/** Sets {@link helmetHeaders} of `options` on every response of the app. */
export const securityHeaders = fp(
  async (app: FastifyInstance, options: FastifyHelmetOptions) => {
    const headers = await helmetHeaders(options);
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);
