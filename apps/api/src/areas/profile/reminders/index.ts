/** Due-date reminders (issue 15; decision 020): push subscriptions and settings, the daily pass (job.ts), the dev trigger. */
import {
  createPushPort,
  createSandboxPushesRepo,
  pushEndpointPolicyOf,
  vapidKeysOf,
} from '../../../integrations/push';
import type { ApiModule } from '../../types';
import { remindersDevRoutes } from './dev-routes';
import { reminderPassDeps } from './job';
import { createRemindersRepo } from './repo';
import { remindersRoutes } from './routes';
import { createRemindersService } from './service';

export const remindersModule: ApiModule = async (
  app,
  { config, database, clock, resolveHost, loans },
) => {
  const repo = createRemindersRepo(database.db);
  const vapid = config.pushService === 'off' ? null : vapidKeysOf(database.db, config);
  const service = createRemindersService({
    repo,
    vapid,
    endpoints: pushEndpointPolicyOf(config, resolveHost),
    clock,
    defaultDaysBefore: config.reminderDaysBefore,
  });
  await app.register(remindersRoutes, { service });
  if (!config.isProduction) {
    const deps = reminderPassDeps(
      { config, database, clock, log: app.log, queue: app.jobs, loans },
      createPushPort(database.db, config, clock, resolveHost),
    );
    const sandbox = createSandboxPushesRepo(database.db);
    await app.register(remindersDevRoutes, {
      pushes: (endpoint) => sandbox.recorded(endpoint),
      deps,
      clock,
    });
  }
};
