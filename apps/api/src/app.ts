/**
 * buildApp(config) builds the plugin graph and never listens (server.ts does):
 * request ids + logger → error handler → dev routes for loopback only → JSON bodies (depth-limited) →
 * control characters and lone surrogates refused →
 * security headers → compression → load shedding and request metrics → zod type provider → OpenAPI docs → database →
 * job runtime → health probes and /metrics → /api modules (rate limits, spec §7 headers first) → the web app.
 */
import type { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { CACHE_CONTROL } from './lib/cache-control';
import { createLogger } from './lib/logger';
import { registerModules } from './areas';
import type { RefinanceSteps } from './areas/types';
import { MODULE_JOBS, type JobOverrides } from './areas/jobs';
import { cardProcessorPages } from './integrations/card-processor';
import { createConfiguredLoanSystems } from './integrations/loan-systems';
import { resolveHostFor, type ResolveHost } from './integrations/dns';
import { createESign, esignPages, type ESignPort } from './integrations/esign';
import { devOutboxPage } from './integrations/messaging/dev-routes';
import { registerJobs, type JobRuntimeOptions } from './jobs';
import { createOutboxMessaging } from './integrations/messaging/outbox-messaging';
import { createOutboxReader } from './integrations/messaging/outbox-repo';
import { registerOperationsHooks, registerOperationsRoutes } from './operations';
import { registerAuthenticate } from './plugins/authenticate';
import { createSessionVerifier } from './areas/identity';
import { createReconciliationRepo } from './areas/payments';
import { registerCompression } from './plugins/compression';
import { registerClientHeaders } from './plugins/client-headers';
import { registerControlCharacterCheck } from './plugins/control-characters';
import { registerDatabase } from './plugins/database';
import { registerDevRoutesGuard } from './plugins/dev-routes-guard';
import { registerDocs } from './plugins/docs';
import { registerJsonBodyParser } from './plugins/json-body';
import { registerSigningDocuments } from './plugins/signing-documents';
import { registerErrorHandler } from './plugins/error-handler';
import { genReqId, registerRequestIdEcho } from './plugins/request-id';
import { registerApiRateLimits, registerSecurity } from './plugins/security';
import { registerWebApp } from './plugins/web-app';
import { webAppOptions } from './web-app-options';

export interface AppDeps {
  /** an open, migrated database (tests: createTestDatabase()); the caller closes it */
  database?: DatabaseHandle;
  /** where log lines go (tests read them back); stdout when omitted */
  logStream?: Writable;
  /** the source of "now" for time-based rules (service status `until`) */
  clock?: Clock;
  /** the job runtime's settings and per-job test seams (workers run in-process unless RUN_WORKERS=false) */
  jobs?: Omit<JobRuntimeOptions, 'overrides'> & { overrides?: JobOverrides };
  /** the checks of the steps before a renewal's payment (tests of the money path pass STEPS_PASS_FOR_TESTS; see areas/payments/refinance) */
  refinanceSteps?: RefinanceSteps;
  /** host name resolution (push endpoints, decision 046); by PUSH_SERVICE when omitted: the system's, or the sandbox's */
  resolveHost?: ResolveHost;
  /** the e-sign port the API's modules use, given the sandbox (its signing page keeps the sandbox): tests put faults before it */
  esignPort?: (sandbox: ESignPort) => ESignPort;
}

export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const clock = deps.clock ?? systemClock;
  const logger: FastifyBaseLogger = createLogger({
    level: config.logLevel,
    stream: deps.logStream,
  });
  const app: FastifyInstance = Fastify({
    loggerInstance: logger,
    genReqId,
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'reqId' }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });

  registerRequestIdEcho(app);
  registerErrorHandler(app);
  registerDevRoutesGuard(app, { isProduction: config.isProduction });
  registerJsonBodyParser(app);
  registerControlCharacterCheck(app);
  await registerSecurity(app);
  await registerCompression(app);
  const metrics = await registerOperationsHooks(app, config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerDocs(app);
  const database = await registerDatabase(app, config, deps.database);
  const loans = createConfiguredLoanSystems(database.db, config, clock);
  const jobs = await registerJobs(
    app,
    { config, database, clock, loans, metrics: metrics.port },
    MODULE_JOBS,
    deps.jobs as JobRuntimeOptions | undefined,
  );
  await registerOperationsRoutes(app, {
    config,
    database,
    metrics,
    queueStats: jobs.stats,
    openDifferences: createReconciliationRepo(database.db).openDifferenceCount,
  });
  const messaging = createOutboxMessaging({ db: database.db, clock, log: app.log, jobs: app.jobs });
  const esignSandbox = createESign(database.db, config);
  const esign = deps.esignPort?.(esignSandbox) ?? esignSandbox;
  registerSigningDocuments(app);

  await app.register(
    async (api) => {
      await registerApiRateLimits(api, config);
      registerClientHeaders(api, config.defaultBrand);
      // IDENTITY hook point: the identity plugin (Authorization access token, id token, device key)
      // registers here, after the spec §7 client headers and before the modules.
      registerAuthenticate(api, {
        config,
        verifySession: createSessionVerifier({ config, db: database.db, clock }),
      });
      api.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', CACHE_CONTROL.none);
      });
      await registerModules(api, {
        config,
        database,
        clock,
        loans,
        messaging,
        esign,
        refinanceSteps: deps.refinanceSteps,
        resolveHost: deps.resolveHost ?? resolveHostFor(config),
      });
    },
    { prefix: '/api' },
  );

  await app.register(devOutboxPage, {
    reader: createOutboxReader(database.db),
    enabled: !config.isProduction,
  });
  await app.register(cardProcessorPages, { db: database.db, config, clock });
  await app.register(esignPages, { esign: esignSandbox, clock });

  await registerWebApp(app, webAppOptions(config, database, clock));

  return app;
}
