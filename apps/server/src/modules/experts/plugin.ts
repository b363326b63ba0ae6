import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { createExpertsPersonalData } from './personal-data.ts';
import { expertsRoutes } from './routes.ts';
import { createExpertsService, startExpiryWorker, type ExpertsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The experts module's service, for the summary module (the First Question badge). */
    experts: ExpertsService;
  }
}

/**
 * Ask an Expert (the spec's ExpertFinder; owns expert_requests): requests offered
 * live to online experts (`app.realtime` presence), first accept wins, expiry by a pg-boss
 * job. Reads experts through `app.mentors`, names and addresses through `app.accounts`, and
 * opens the conversation through `app.messages.openConversation`.
 */
export const expertsModule = defineModule(
  'experts',
  async (app, { config, database, events, jobs, mailer, logger, personalData }) => {
    personalData.register(createExpertsPersonalData(database));
    const experts = createExpertsService({
      config,
      database,
      events,
      jobs,
      mailer,
      logger,
      realtime: app.realtime,
      mentors: app.mentors,
      accounts: app.accounts,
      messages: app.messages,
    });
    app.addHook('onReady', () => startExpiryWorker(jobs, experts));
    app.decorate('experts', experts);
    await app.register(expertsRoutes, { prefix: API_PREFIX, experts });
  },
  { dependencies: ['realtime', 'account', 'mentors', 'messages'], provides: true },
);
