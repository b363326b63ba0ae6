import { API_PREFIX, defineModule } from '../../lib/module.ts';
import { blocksRoutes } from './routes.ts';
import { createBlocksService, type BlocksService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The blocks module's service, for the modules that list 'blocks' as a dependency (the
     * messages module's send path); the bookings module reaches it at request time.
     */
    blocks: BlocksService;
  }
}

/**
 * Blocks (docs/product.md#1214-blocking; owns user_blocks): `/api/blocks`. Asks the account
 * service whether a person exists, the profiles service for names and photos, and the
 * bookings service to cancel the sessions a block ends. Provides `app.blocks` (whether a block
 * stands between two people) to messages and bookings.
 */
export const blocksModule = defineModule(
  'blocks',
  async (app, { database, personalData }) => {
    const blocks = createBlocksService({
      database,
      accounts: app.accounts,
      profiles: app.profiles,
      bookings: app.bookings,
      realtime: app.realtime,
    });
    app.decorate('blocks', blocks);
    personalData.register({
      module: 'blocks',
      exportFor: async (userId) => ({ json: { 'blocks.json': await blocks.ownBlocks(userId) } }),
      // A deleted account is kept as "Former member": its blocks, both ways, go.
      eraseFor: (userId, on) => blocks.eraseFor(userId, on),
    });
    await app.register(blocksRoutes, { prefix: API_PREFIX, blocks });
  },
  { dependencies: ['realtime', 'account', 'profiles', 'bookings'], provides: true },
);
