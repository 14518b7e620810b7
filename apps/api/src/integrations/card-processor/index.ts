/** The card processor: the port, the sandbox implementation and its hosted form pages. */
import type { AppConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { FastifyInstance } from 'fastify';
import { cardFormPages } from './hosted-form';
import { createSandboxCardProcessor, type SandboxCardProcessor } from './sandbox';

export * from './port';
export {
  approvedChargeCount,
  createSandboxCardProcessor,
  CARD_FORM_BASE_PATH,
  CARD_FORM_TTL_MS,
  type SandboxCardProcessor,
} from './sandbox';
export { TEST_CARDS, DECLINE_REASONS, binInfo, isLuhnValid } from './test-cards';
export { CARD_FORM_CSP } from './hosted-form';

/** The processor this deployment uses (the sandbox; CARD_SANDBOX_SLOW_MS sets its slow card's delay). */
export function createCardProcessor(
  db: DbOrTx,
  config: Pick<AppConfig, 'cardSandboxSlowMs'>,
): SandboxCardProcessor {
  return createSandboxCardProcessor(db, { slowMs: config.cardSandboxSlowMs });
}

/** The hosted form pages, registered at the root (outside /api): `app.register(cardProcessorPages, { db, config, clock })`. */
export async function cardProcessorPages(
  app: FastifyInstance,
  options: { db: DbOrTx; config: Pick<AppConfig, 'cardSandboxSlowMs'>; clock: Clock },
): Promise<void> {
  await cardFormPages(app, {
    processor: createCardProcessor(options.db, options.config),
    clock: options.clock,
  });
}
