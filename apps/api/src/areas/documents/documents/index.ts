import type { ApiModule } from '../../types';
import { createDocumentsRepo } from './repo';
import { documentsRoutes } from './routes';
import { createDocumentsService } from './service';

export {
  createDocumentsService,
  DOCUMENT_NOT_FOUND_MESSAGE,
  type DocumentsService,
} from './service';
export {
  createReceiptPdfs,
  type DocumentLoan,
  type ReceiptFile,
  type ReceiptPdfs,
} from './render-document';

export const documentsModule: ApiModule = async (
  app,
  { config, database, clock, esign, loans },
) => {
  const service = createDocumentsService({
    loans,
    repo: createDocumentsRepo(database.db),
    clock,
    lenders: config.lenders,
    signed: esign,
  });
  await app.register(documentsRoutes, { service });
};
