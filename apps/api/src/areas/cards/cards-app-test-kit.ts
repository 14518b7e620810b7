/**
 * What the card routes' tests share (cards-*.test.ts): the file's server — on a clock one day ahead, so the seeded cards
 * are outside the add/remove window — with Ana (P1) signed in, set up by `useCardsApp()` before the file's tests and
 * closed after them; a series of Luhn-valid card numbers; an error answer's body. Every file gets its own (the API's
 * test projects share modules between the files of a worker: nothing here is a module's state).
 */
import { afterAll, beforeAll } from 'vitest';
import { ZErrorResponseSchema } from '@lender/contract';
import { isLuhnValid } from '../../integrations/card-processor';
import { cardsTestApp, testClock, type CardsTestApp, type Headers } from './cards-test-kit';

/** The n-th Luhn-valid visa number of a series (4242 42nn …). */
export function visaNumber(n: number): string {
  const body = `42424200${String(n).padStart(7, '0')}`;
  for (let d = 0; d <= 9; d += 1) if (isLuhnValid(`${body}${d}`)) return `${body}${d}`;
  throw new Error('no check digit');
}

export const error = (res: { json(): unknown }) => ZErrorResponseSchema.parse(res.json());

export function useCardsApp() {
  const kit = {
    /** the file's clock: one day ahead, so the seeded cards are outside the add/remove window */
    time: testClock(Date.now() + 86_400_000),
    /** the file's server, once its tests have started */
    t: undefined as unknown as CardsTestApp,
    /** Ana's (P1's) session, once the file's tests have started */
    ana: undefined as unknown as Headers,
  };
  beforeAll(async () => {
    kit.t = await cardsTestApp({
      clock: kit.time.clock,
      env: { APP_ORIGIN: 'https://app.example.com', ACCESS_TOKEN_TTL_SECONDS: '86400' },
    });
    kit.ana = await kit.t.headers('P1');
  });
  afterAll(() => kit.t.close());
  return kit;
}
