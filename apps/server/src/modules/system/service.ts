import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { ping } from './repository.ts';

/** What the system routes answer: the client-safe configuration and the health check. */
export type SystemService = ReturnType<typeof createSystemService>;

/** How long the health check waits for the database: 2 s. */
const HEALTH_TIMEOUT_MS = 2000;

export function createSystemService(deps: { config: Config; database: Database }) {
  const { config, database } = deps;
  return {
    /** `GET /api/config`: the configuration the web app may see. */
    publicConfig() {
      const { google, linkedin } = config.oauthClients;
      return {
        appName: config.appName,
        supportEmail: config.supportEmail,
        // Only the providers with a client id and secret (ADR 0017): no button for the others.
        oauthProviders: [
          ...(google ? ['google' as const] : []),
          ...(linkedin ? ['linkedin' as const] : []),
        ],
      };
    },
    /** Whether the database answers within {@link HEALTH_TIMEOUT_MS}. */
    async databaseAnswers(): Promise<boolean> {
      try {
        await Promise.race([
          ping(database.pool),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('timeout')), HEALTH_TIMEOUT_MS).unref(),
          ),
        ]);
        return true;
      } catch {
        return false;
      }
    },
  };
}
