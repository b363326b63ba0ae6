import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../jobs/mail-job.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { EventBus } from './events.ts';
import type { PersonalDataRegistry } from './personal-data.ts';

/** What every module is built from (ADR 0009): the same in production and in tests. */
export interface ModuleDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Durable jobs other than mail (e.g. booking reminders). */
  jobs: JobQueue;
  events: EventBus;
  /** Where modules holding personal data register their part of export and deletion (ADR 0019). */
  personalData: PersonalDataRegistry;
  logger: Logger;
  /** The only server process on its database (`AppDeps.singleProcess`). */
  singleProcess?: boolean;
}

/** Where the JSON API lives; a module registers its routes under it. */
export const API_PREFIX = '/api';

/**
 * Define a module (ADR 0009): one Fastify plugin `(app, deps)` that builds the module's
 * service, subscribes to domain events and registers its routes. `app.ts` registers every
 * module with the same {@link ModuleDeps}.
 *
 * A module whose service other modules use `provides` it: the plugin decorates the app with
 * the service under the module's name (declare it on `FastifyInstance`), and the modules that
 * use it list the name in `dependencies`, which Fastify checks at start-up (a module listed
 * before what it needs fails loudly). Every other module stays encapsulated: its hooks and
 * decorations do not leak.
 */
export function defineModule(
  name: string,
  plugin: (app: FastifyInstance, deps: ModuleDeps) => Promise<void>,
  options: { dependencies?: string[]; provides?: boolean } = {},
): FastifyPluginAsync<ModuleDeps> {
  return fp(plugin, {
    name,
    fastify: '5.x',
    dependencies: options.dependencies ?? [],
    encapsulate: !options.provides,
  });
}
