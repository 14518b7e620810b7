/**
 * What the tests of draws on P3's line of credit L1 share: the file's server with Carla (P3) signed in and her Visa
 * debit ••1111, set up by `useDrawsApp()` before the file's tests and closed after them; L1's draw limits as she reads
 * them, and a draw submitted (with the add-on lock taken first, as the web does, or without it). Every file gets its own
 * (the API's test projects share modules between the files of a worker: nothing here is a module's state).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import {
  ZCardsResponseSchema,
  ZDrawLimitsResponseSchema,
  type TPaymentCard,
} from '@lender/contract';
import { loanIdOf } from '../../db/seed';
import { cardsTestApp, type CardsTestApp, type Headers } from '../cards/test-kit';
import { takeAddOnLock } from './funds-test-kit';

export const L1 = loanIdOf('L1');

export function useDrawsApp() {
  const kit = {
    /** the file's server, once its tests have started */
    t: undefined as unknown as CardsTestApp,
    /** Carla's (P3's) session, once the file's tests have started */
    carla: undefined as unknown as Headers,
    /** Carla's seeded Visa debit ••1111, once the file's tests have started */
    visa: undefined as unknown as TPaymentCard,
  };
  const limits = async (who = kit.carla) =>
    ZDrawLimitsResponseSchema.parse(
      (await kit.t.call(who, 'GET', `/drawLimits?loanId=${L1}`)).json(),
    );
  /** POST /draw as it is, no add-on lock taken */
  const submit = (
    card: TPaymentCard,
    amount: string,
    idempotencyKey: string,
    who: Headers,
    loanId: string,
    lmsId: string,
  ) =>
    kit.t.call(who, 'POST', '/draw', {
      loanId,
      lmsId,
      amount,
      cardIds: card.cardIds,
      idempotencyKey,
    });
  /** a draw as the web submits it: the add-on lock taken, then POST /draw */
  const draw = async (
    card: TPaymentCard,
    amount: string,
    idempotencyKey: string = randomUUID(),
    who = kit.carla,
    loanId = L1,
    lmsId = '30003-001',
  ) => {
    await takeAddOnLock(kit.t, who, loanId);
    return submit(card, amount, idempotencyKey, who, loanId, lmsId);
  };
  beforeAll(async () => {
    kit.t = await cardsTestApp();
    kit.carla = await kit.t.headers('P3');
    const listed = ZCardsResponseSchema.parse(
      (await kit.t.call(kit.carla, 'GET', '/cards?processorType=1')).json(),
    );
    kit.visa = listed.cards.find((c) => c.cardNumber === '1111')!;
  });
  afterAll(async () => kit.t.close());
  return Object.assign(kit, { limits, submit, draw });
}
