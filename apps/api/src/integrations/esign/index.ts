/** The e-sign port, its sandbox and the sandbox's signing page (DESIGN.md §7). */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { loanDocumentStorageFor, type StoragePort } from '../storage';
import { createSandboxESign, type SandboxESign } from './sandbox';
import { signingPages } from './signing-page';

export * from './port';
export { documentVersions, TRANSLATION_NOTES } from './versions';
export { SIGNING_PAGE_BASE_PATH, type SandboxESign } from './sandbox';
export { SIGNING_PAGE_CSP } from './signing-page';

/** The e-sign service this deployment uses: the sandbox; ESIGN_ENVELOPE_TTL_MINUTES sets when an envelope expires. */
export function createESign(
  db: DbOrTx,
  config: Pick<
    AppConfig,
    'esignEnvelopeTtlMinutes' | 'databaseInMemory' | 'databaseUrl' | 'dataDir'
  >,
  storage: StoragePort = loanDocumentStorageFor(config),
): SandboxESign {
  return createSandboxESign({ db, storage, ttlMs: config.esignEnvelopeTtlMinutes * 60_000 });
}

/** The signing page, registered at the root (outside /api): `app.register(esignPages, { esign, clock })`. */
export async function esignPages(
  app: FastifyInstance,
  options: { esign: SandboxESign; clock: Clock },
): Promise<void> {
  await signingPages(app, options);
}
