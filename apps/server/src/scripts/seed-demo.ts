/**
 * `npm run seed:demo`: load the demo content into the configured database (DATABASE_URL, or
 * the embedded one under DATA_DIR) once. Run it while the server is stopped when using the
 * embedded database.
 */
import { loadConfig } from '../config.ts';
import { startDatabase } from '../db/bootstrap.ts';
import { seedDemoContent } from '../db/seed/index.ts';
import { createLogger } from '../lib/logger.ts';

const config = loadConfig();
const log = createLogger(config.logLevel);
const db = await startDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
try {
  const ran = await seedDemoContent(db.database, log, {
    force: true,
    demoPassword: config.demoPassword,
    meetingBaseUrl: config.meetingBaseUrl,
  });
  console.log(ran ? 'Demo content loaded.' : 'Demo content was already loaded; nothing to do.');
} finally {
  await db.database.close();
  await db.embedded?.stop();
}
