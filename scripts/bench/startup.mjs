// Seconds from `npm start` to the first 200 on /api/health with a warm build: once on an empty
// data directory (migrate + seed) and once more on the same directory (already seeded).
import { startServer } from './server.mjs';

export async function measureStartup(port) {
  const first = await startServer({ port, command: ['npm', 'start'] });
  await first.stop();
  const second = await startServer({ port, command: ['npm', 'start'], dataDir: first.dataDir });
  await second.stop();
  return {
    emptyDatabaseSeconds: first.msToHealthy / 1000,
    seededDatabaseSeconds: second.msToHealthy / 1000,
  };
}
