import multipart from '@fastify/multipart';
import { loanDocumentStorageFor } from '../../../integrations/storage';
import { createConfigRepo, createConfigService } from '../../system';
import type { ApiModule } from '../../types';
import { createUploadsRepo } from './repo';
import { uploadsRoutes } from './routes';
import { createUploadsService } from './service';

export {
  createUploadsService,
  cleanFileName,
  type UploadsService,
  type ReceivedFile,
} from './service';

export const uploadsModule: ApiModule = async (app, { database, config, clock, loans }) => {
  const configService = createConfigService({
    repo: createConfigRepo(database.db),
    defaultBrand: config.defaultBrand,
  });
  const service = createUploadsService({
    loans,
    repo: createUploadsRepo(database.db),
    storage: loanDocumentStorageFor(config),
    settings: async () => (await configService.getConfigSettings()).settings,
    clock,
  });
  await app.register(async (scope) => {
    // an over-size file is read up to its limit and judged by the service (clear message), not thrown
    await scope.register(multipart, { throwFileSizeLimit: false });
    await scope.register(uploadsRoutes, { service });
  });
};
