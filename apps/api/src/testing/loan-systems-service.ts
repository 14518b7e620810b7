/** A real loan-systems service for a test (decision 065): on a fresh database of its own, listening on an ephemeral port. */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../db/test-db';
import { buildLoanSystemsService } from '../loan-systems-service/service-app';
import { TEST_DATA_KEY } from './loan-systems';

export interface RunningLoanSystemsService {
  /** the service's own database (its ledger's rows: set-up and counts) */
  database: DatabaseHandle;
  service: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

export async function startLoanSystemsService(): Promise<RunningLoanSystemsService> {
  const database = await createTestDatabase();
  const service = await buildLoanSystemsService({
    database,
    dataKey: TEST_DATA_KEY,
    sandbox: true,
    logLevel: 'silent',
  });
  await service.listen({ port: 0, host: '127.0.0.1' });
  return {
    database,
    service,
    url: `http://127.0.0.1:${(service.server.address() as AddressInfo).port}`,
    async close() {
      await service.close();
      await database.close();
    },
  };
}
