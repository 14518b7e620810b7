/**
 * buildLoanSystemsService(deps): the loan-systems service (decision 065) — the built-in ledger behind an HTTP API of
 * its own, never listening itself (main.ts and the port tests do). Request ids → the one error handler → JSON bodies
 * (depth-limited) → zod type provider → its OpenAPI at /docs → the idempotency store → the operations → /health.
 */
import type { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../db/client';
import { systemClock, type Clock } from '../lib/clock';
import { createLogger } from '../lib/logger';
import { registerDocs } from '../plugins/docs';
import { registerErrorHandler } from '../plugins/error-handler';
import { registerJsonBodyParser } from '../plugins/json-body';
import { genReqId, registerRequestIdEcho } from '../plugins/request-id';
import { prepareServiceDatabase } from './service-schema-repo';
import { serviceEndpoints } from './endpoints';
import { registerOperationRoutes } from './routes';
import { registerSandboxRoutes } from './sandbox-routes';
import { openSandboxLoan } from '../integrations/loan-systems/ledger/fund-loan';

export const SERVICE_DOCS_PREFIX = '/docs';

export interface LoanSystemsServiceDeps {
  /** an open, migrated, seeded database; the caller closes it */
  database: DatabaseHandle;
  /** decrypts the identity numbers the ledger holds (AppConfig.dataEncryptionKey) */
  dataKey: Buffer;
  clock?: Clock;
  /** outside production: the sandbox's store counter (sandbox-routes.ts) */
  sandbox?: boolean;
  logLevel?: string;
  logStream?: Writable;
}

export async function buildLoanSystemsService({
  database,
  dataKey,
  clock = systemClock,
  sandbox = false,
  logLevel = 'info',
  logStream,
}: LoanSystemsServiceDeps): Promise<FastifyInstance> {
  const logger: FastifyBaseLogger = createLogger({ level: logLevel, stream: logStream }).child({
    service: 'loan-systems',
  });
  const app: FastifyInstance = Fastify({
    loggerInstance: logger,
    genReqId,
    requestIdHeader: false,
  });
  registerRequestIdEcho(app);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerDocs(app, {
    title: 'Loan systems (NLS, TLXe)',
    description:
      'The loan systems behind the self-service app (decision 065). Every write takes an Idempotency-Key and answers ' +
      'the same result for the same key; the key with another body is refused 422. Errors have the shape ' +
      '{ reqId, statusCode, error, message, errorCode? }.',
    version: '1',
    prefix: SERVICE_DOCS_PREFIX,
  });
  await prepareServiceDatabase(database.db);
  registerOperationRoutes(app, serviceEndpoints({ db: database.db, dataKey, clock }));
  if (sandbox) registerSandboxRoutes(app, (input) => openSandboxLoan(database.db, input));
  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  return app;
}
