import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './jobs/mail-job.ts';
import type { JobQueue } from './jobs/queue.ts';
import { authPlugin } from './lib/auth.ts';
import { createSessionStore } from './modules/sessions/service.ts';
import { createPersonalDataRegistry } from './lib/personal-data.ts';
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from './lib/db-errors.ts';
import { AppError, MESSAGES } from './lib/errors.ts';
import { jsonDepth, MAX_JSON_DEPTH } from './lib/json-depth.ts';
import { documentCommonAnswers } from './lib/openapi.ts';
import { originPlugin } from './lib/origin.ts';
import { OneLineRequestLog } from './lib/request-log.ts';
import { preferredLanguages, routePreloadLink } from './lib/route-preloads.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { lazySerializerCompiler, ZOD_COMPILERS, zodValidatorCompiler } from './lib/validation.ts';
import { createEventBus } from './lib/events.ts';
import { accountModule } from './modules/account/plugin.ts';
import { accountDataModule } from './modules/account-data/plugin.ts';
import { analyticsModule } from './modules/analytics/plugin.ts';
import { blocksModule } from './modules/blocks/plugin.ts';
import { bookingsModule } from './modules/bookings/plugin.ts';
import { adminModule } from './modules/admin/plugin.ts';
import { auditLogModule } from './modules/audit-log/plugin.ts';
import { circlesModule } from './modules/circles/plugin.ts';
import { contactModule } from './modules/contact/plugin.ts';
import { devMailboxModule } from './modules/dev-mailbox/plugin.ts';
import { earningsModule } from './modules/earnings/plugin.ts';
import { goalsModule } from './modules/goals/plugin.ts';
import { menteesModule } from './modules/mentees/plugin.ts';
import { expertsModule } from './modules/experts/plugin.ts';
import { featureRequestsModule } from './modules/feature-requests/plugin.ts';
import { messagesModule } from './modules/messages/plugin.ts';
import { mentorsModule } from './modules/mentors/plugin.ts';
import { newsletterModule } from './modules/newsletter/plugin.ts';
import { notificationsModule } from './modules/notifications/plugin.ts';
import { onboardingModule } from './modules/onboarding/plugin.ts';
import { realtimeModule } from './modules/realtime/plugin.ts';
import { reportsModule } from './modules/reports/plugin.ts';
import { profileModule } from './modules/profile/plugin.ts';
import { profilesModule } from './modules/profiles/plugin.ts';
import { resourcesModule } from './modules/resources/plugin.ts';
import { settingsModule } from './modules/settings/plugin.ts';
import { statsModule } from './modules/stats/plugin.ts';
import { summaryModule } from './modules/summary/plugin.ts';
import { systemModule } from './modules/system/plugin.ts';
import { testimonialsModule } from './modules/testimonials/plugin.ts';

/**
 * The modules, each one Fastify plugin that builds its service and registers its routes
 * (ADR 0009). A module comes after the modules it uses (Fastify checks `dependencies`).
 */
const MODULES = [
  systemModule,
  realtimeModule,
  accountModule,
  profilesModule,
  mentorsModule,
  onboardingModule,
  circlesModule,
  testimonialsModule,
  resourcesModule,
  contactModule,
  newsletterModule,
  bookingsModule,
  blocksModule,
  profileModule,
  auditLogModule,
  adminModule,
  statsModule,
  goalsModule,
  menteesModule,
  messagesModule,
  notificationsModule,
  reportsModule,
  expertsModule,
  featureRequestsModule,
  summaryModule,
  settingsModule,
  analyticsModule,
  earningsModule,
  accountDataModule,
  devMailboxModule,
];

/**
 * What {@link buildApp} needs: the same in production and in tests (docs/architecture.md#tests).
 */
export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Durable jobs other than mail, on the same pg-boss (`jobs/queue.ts`). */
  jobs: JobQueue;
  logger: Logger;
  /** Directory of the built web app; omitted in API tests. */
  webDist?: string;
  /**
   * Milliseconds each plugin may take to register before start-up fails (Fastify's
   * `pluginTimeout`; its default, 10 s, when omitted). The API tests allow more: a cold
   * import of a module's code in a fresh test worker on a loaded 2-core machine has taken
   * over 10 s ("Plugin did not start in time").
   */
  pluginTimeout?: number;
  /**
   * True when this is the only server process on its database: the embedded PostgreSQL, which
   * one process holds per DATA_DIR. Realtime events then fan out in memory instead of through
   * PostgreSQL (two fewer idle connections, no heartbeat; docs/performance.md). Default false.
   */
  singleProcess?: boolean;
}

/** Largest request body: 1 MiB. */
export const BODY_LIMIT = 1024 * 1024;

/** Build the Fastify app: API under /api, /healthz, the dev mailbox and the SPA. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const app = Fastify({
    loggerInstance: deps.logger,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    logController: new OneLineRequestLog(),
    // Fastify's own 503 while closing has another body shape; ours (below) is {message, code, type}.
    return503OnClosing: false,
    // Every schema is zod's (set below): Fastify's default compilers, Ajv and
    // fast-json-stringify, would be loaded and built for nothing (some 30–90 ms of a start-up,
    // docs/performance.md "Start-up and idle memory").
    schemaController: { compilersFactory: ZOD_COMPILERS },
    ...(deps.pluginTimeout === undefined ? {} : { pluginTimeout: deps.pluginTimeout }),
  }).withTypeProvider<ZodTypeProvider>();

  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new AppError(
      'general_service_unavailable',
      'The server is restarting. Please try again in a few seconds.',
      { retryAfter: DATABASE_RETRY_AFTER_S },
    );
  });
  // Every API answer may depend on who asks (the session): never stored by a browser or a
  // shared cache unless a route says otherwise (the admin list holds emails).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });

  app.setValidatorCompiler(zodValidatorCompiler);
  // An empty JSON body counts as no body, so validation names the first missing parameter
  // (docs/product.md#5-validation) instead of failing on the parser. Fastify's own parser (with its
  // prototype-poisoning protection) handles everything else.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      return done(
        new AppError(
          'general_bad_request',
          `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`,
        ),
        undefined,
      );
    }
    return jsonParser(request, text, done);
  });
  app.setSerializerCompiler(lazySerializerCompiler);

  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    let error = thrown;
    if (!(error instanceof AppError) && isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      error = new AppError(
        'general_service_unavailable',
        'The service is temporarily unavailable. Please try again in a few seconds.',
        { retryAfter: DATABASE_RETRY_AFTER_S },
      );
    }
    if (error instanceof AppError) {
      if (error.retryAfter) reply.header('retry-after', String(error.retryAfter));
      return reply
        .code(error.code)
        .send({ message: error.message, code: error.code, type: error.type });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(500)
        .send({ message: MESSAGES.server, code: 500, type: 'general_server_error' });
    }
    const type =
      status === 413
        ? 'general_payload_too_large'
        : status === 415
          ? 'general_bad_request'
          : status === 429
            ? 'general_rate_limit_exceeded'
            : 'general_bad_request';
    const message =
      status === 413
        ? 'The request body is larger than 1 MiB.'
        : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : error.message;
    return reply.code(status).send({ message, code: status, type });
  });

  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix UI (dialogs, menus) injects a <style> element for scroll locking; scripts stay
        // 'self'-only, which is where injection matters.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    strictTransportSecurity: config.secureCookies,
  });
  // Compresses answers of 1 KB and more (JSON, the docs, files without a precompressed
  // copy) for clients that accept it; files the build precompressed are sent as they are.
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(originPlugin, {
    allowedOrigins: config.allowedOrigins,
    appUrl: config.appUrl,
  });
  await app.register(authPlugin, { config, sessions: createSessionStore({ database }) });

  await app.register(swagger, {
    openapi: {
      info: {
        title: `${config.appName} API`,
        version: '0.1.0',
        description: 'JSON API of the mentorship marketplace. Errors are `{message, code, type}`.',
      },
      servers: [{ url: config.appUrl }],
    },
    transform: (input) => documentCommonAnswers(jsonSchemaTransform(input)),
  });
  // The API reference is public, like the document it renders (README points newcomers to it).
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  const moduleDeps = {
    ...deps,
    events: createEventBus(),
    personalData: createPersonalDataRegistry(),
  };
  for (const module of MODULES) await app.register(module, moduleDeps);

  const webDist = deps.webDist;
  const indexHtml = webDist ? path.join(webDist, 'index.html') : undefined;
  if (webDist && indexHtml && fs.existsSync(indexHtml)) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Files are looked up per request, so a rebuild under a running server is served at once.
      wildcard: true,
      index: false,
      // The build writes `.br` and `.gz` copies of every asset (vite-plugin-compression2);
      // they are sent to clients that accept them, with no compression work per request.
      preCompressed: true,
      // Cache-Control is set here alone: with `send`'s own (maxAge) it would overwrite this
      // and index.html would be cached for a year, hiding every later deploy.
      cacheControl: false,
      setHeaders: (res, file) => {
        // The answer depends on Accept-Encoding (see preCompressed): caches must know.
        res.header('vary', 'accept-encoding');
        res.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable' // content-hashed names
            : 'no-cache',
        );
      },
    });
  }

  /** The languages the page's request prefers, for the catalogues its preload header names. */
  const languagesOf = (request: FastifyRequest) =>
    preferredLanguages(
      request.url.split('?')[1] ?? '',
      request.cookies.pathwise_lng,
      request.headers['accept-language'],
    );

  if (indexHtml && fs.existsSync(indexHtml)) {
    // The static plugin answers a directory ('/') with 403; the home page is the SPA.
    app.get(
      '/',
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        const link = await routePreloadLink(webDist!, '/', languagesOf(request));
        if (link) reply.header('link', link);
        return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
      },
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0]!;
    if (
      url.startsWith('/api/') ||
      url === '/api' ||
      request.method !== 'GET' ||
      // A missing file (e.g. an old hashed asset) is a 404, never the SPA's index.html.
      /\.[a-z0-9]+$/i.test(url) ||
      !indexHtml ||
      !fs.existsSync(indexHtml)
    ) {
      return reply.code(404).send({
        message: `Route not found: ${request.method} ${url}`,
        code: 404,
        type: 'general_route_not_found',
      });
    }
    // Client-side routes: the SPA decides what exists and shows its own not-found page.
    const link = webDist ? await routePreloadLink(webDist, url, languagesOf(request)) : undefined;
    if (link) reply.header('link', link);
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });

  return app;
}
