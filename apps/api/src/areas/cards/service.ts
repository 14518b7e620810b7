/**
 * Cards (spec §7 Cards, §5 Adding a card, §8 card add and remove): the hosted form session, the
 * bridge-token exchange, the caller's card list with its validations, the guest flag and removal.
 * Authorization per object: a user reaches its own cards and card forms; a guest session only the
 * cards it added and the card forms (bridge tokens) it started.
 */
import type { z } from 'zod';
import type {
  ZAddCardRequestSchema,
  TCardFormKeyQuery,
  TCardFormKeyResponse,
  TCardLookupResponse,
  TCardSecureAcceptanceResponse,
  TCardsResponse,
  TCardResponse,
  TDeleteCardRequest,
  TUpdateCardRequest,
} from '@lender/contract';
import { cardsEqual, cardValidations, isCardExpired, retryAfterSeconds } from '@lender/domain';
import type { CardProcessorPort, TokenizedCard } from '../../integrations/card-processor';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../../plugins/authenticate';
import { cardView, customerIdsOf, newCardIds } from './card-view';
import { cardErrors, fromProcessor } from './errors';
import type { CardRow, CardsRepo, CardViewer } from './repo';

/** At most this many cards added plus removed per profile in the window (429 TooManyRequestsException). */
export const CARD_CHANGE_LIMIT = 10;
export const CARD_CHANGE_WINDOW_MS = 15 * 60_000;

export interface CardsServiceDeps {
  repo: CardsRepo;
  processor: CardProcessorPort;
  clock: Clock;
}

/** POST /cards as the route parsed it (processorType defaulted). */
export type TAddCard = z.output<typeof ZAddCardRequestSchema>;

export type CardsAuth = Pick<
  AuthContext,
  'profileId' | 'sessionId' | 'scope' | 'customerId' | 'tlxeCustomerId' | 'nlsCustomerId'
>;

export function viewerOf(auth: CardsAuth): CardViewer {
  return auth.scope === 'guest'
    ? { scope: 'guest', profileId: auth.profileId, sessionId: auth.sessionId }
    : { scope: 'user', profileId: auth.profileId, customerId: auth.customerId };
}

/**
 * The same card for this owner (spec §3 card equality: one card, one set of card ids): the same
 * token, or the same number as far as it is kept (BIN and last 4), whatever expiry or name was typed
 * this time — a card typed again, or reissued with a new expiry, is the card already held.
 */
const sameCard = (row: CardRow, card: TokenizedCard) =>
  row.processorToken === card.token || (row.bin8 === card.bin8 && row.last4 === card.last4);

/**
 * What GET /cards lists: a signed-in user's saved cards; a card that was for one payment only (a
 * guest card: not saved) is not a payment method to manage or choose again. A guest session lists
 * the cards it added (all of them guest cards).
 */
const listed = (auth: CardsAuth) => (row: CardRow) => auth.scope === 'guest' || !row.guestCard;

export function createCardsService({ repo, processor, clock }: CardsServiceDeps) {
  async function views(auth: CardsAuth, rows: CardRow[]) {
    const startedAt = await repo.sessionStartedAt(auth.sessionId);
    const customerIds = customerIdsOf(auth);
    return rows.map((row) =>
      cardView(row, {
        customerIds,
        newCard: startedAt !== null && row.createdAt.getTime() >= startedAt.getTime(),
      }),
    );
  }

  async function ownCard(
    auth: CardsAuth,
    cardIds: TUpdateCardRequest['cardIds'],
  ): Promise<CardRow> {
    const card = (await repo.list(viewerOf(auth))).find((row) => cardsEqual(row.cardIds, cardIds));
    if (!card) throw cardErrors.notFound();
    return card;
  }

  /** The caller's own completed hosted form's card: a guest's form for that guest session only, a user's for no guest. */
  async function ownFormCard(auth: CardsAuth, transactionUuid: string, now: Date) {
    const guestSession = await repo.guestSessionOfForm(transactionUuid);
    const isOwn = auth.scope === 'guest' ? guestSession === auth.sessionId : guestSession === null;
    return isOwn
      ? fromProcessor(() => processor.cardForTransaction(transactionUuid, auth.profileId, now))
      : null;
  }

  async function assertChangeAllowed(auth: CardsAuth, now: Date) {
    const changes = await repo.changesSince(
      auth.profileId,
      new Date(now.getTime() - CARD_CHANGE_WINDOW_MS),
    );
    if (changes.count >= CARD_CHANGE_LIMIT) {
      // a sliding window: a change is possible again once the oldest counted one leaves it
      const windowStartMs = changes.oldestAt?.getTime() ?? now.getTime();
      throw cardErrors.tooManyRequests(
        retryAfterSeconds(
          { count: changes.count, windowStartMs },
          CARD_CHANGE_WINDOW_MS,
          now.getTime(),
        ),
      );
    }
  }

  return {
    /** GET /cardFormKey: `allowedOrigins` are this app's own origins (the request's and APP_ORIGIN). */
    async cardFormKey(
      auth: CardsAuth,
      query: TCardFormKeyQuery,
      allowedOrigins: readonly string[],
    ): Promise<TCardFormKeyResponse> {
      const origin = originOf(query.origin);
      if (!origin || !allowedOrigins.map(originOf).includes(origin)) throw cardErrors.badOrigin();
      const session = await fromProcessor(() =>
        processor.createCardForm({
          transactionType: query.transactionType,
          origin,
          profileId: auth.profileId,
          now: clock(),
        }),
      );
      if (auth.scope === 'guest')
        await repo.recordGuestForm(session.transactionUuid, auth.sessionId);
      return {
        transactionUuid: session.transactionUuid,
        formUrl: session.formUrl,
        expiresAt: session.expiresAt.toISOString(),
      };
    },

    /** GET /cardSecureAcceptance: the card the caller's own completed form produced. */
    async secureAcceptance(
      auth: CardsAuth,
      transactionUuid: string,
    ): Promise<TCardSecureAcceptanceResponse> {
      const card = await ownFormCard(auth, transactionUuid, clock());
      if (!card) throw cardErrors.formNotFound();
      return {
        paymentToken: card.token,
        firstName: card.firstName,
        lastName: card.lastName,
        cardNumber: card.last4,
        cardType: card.cardType,
        canDisburse: card.canDisburse,
      };
    },

    async lookup(cardBin: string): Promise<TCardLookupResponse> {
      return { cardBin, ...(await fromProcessor(() => processor.lookupBin(cardBin))) };
    },

    async list(auth: CardsAuth, processorType: number): Promise<TCardsResponse> {
      const rows = (await repo.list(viewerOf(auth), processorType)).filter(listed(auth));
      return { cards: await views(auth, rows), validations: cardValidations(rows) };
    },

    /** POST /cards: exchanges the bridge token for a card of the caller (no duplicate of the same card). */
    async add(auth: CardsAuth, body: TAddCard): Promise<TCardResponse> {
      const now = clock();
      const card = await ownFormCard(auth, body.bridgeToken, now);
      if (!card) throw cardErrors.tokenRequired();
      if (isCardExpired(card.expirationMonth, card.expirationYear, now)) throw cardErrors.expired();
      const isGuest = auth.scope === 'guest' || !body.save;
      const viewer = viewerOf(auth);
      const mine = await repo.list(viewer);
      const existing = mine.find((row) => sameCard(row, card));
      if (existing) {
        // the card already held takes the expiry and name just typed, and is kept once the borrower asks to save it. It
        // takes the processor's new token only when reissued (another expiry): the same card keeps its token, so a
        // payment another tab is making with it, or a resubmit of one, still finds it (the new form's token stays
        // this caller's own form's: nobody else can exchange it)
        const reissued =
          existing.expirationMonth !== card.expirationMonth ||
          existing.expirationYear !== card.expirationYear;
        const refreshed = await repo.refresh(existing.id, {
          processorToken: reissued ? card.token : existing.processorToken,
          cardholderName: `${card.firstName} ${card.lastName}`,
          expirationMonth: card.expirationMonth,
          expirationYear: card.expirationYear,
          guestCard: existing.guestCard && isGuest,
        });
        return {
          card: cardView(refreshed ?? existing, {
            customerIds: customerIdsOf(auth),
            newCard: true,
          }),
        };
      }
      const taken = await repo.byToken(card.token);
      if (taken) {
        // a removed card of this caller, exchanged again: it comes back; anyone else's token is refused
        const isOwnRemoved =
          taken.removedAt !== null && taken.profileId === auth.profileId && auth.scope === 'user';
        if (!isOwnRemoved) throw cardErrors.tokenRequired();
      }
      const validations = cardValidations(mine.filter(listed(auth)));
      if (!validations.payment.allowed) throw cardErrors.limitExceeded();
      // a card added to receive funds must be able to (a credit card cannot), and counts against the disburse limit
      // (spec §9: maximum disburse cards 5)
      if (card.transactionType === 'disburse' && !card.canDisburse)
        throw cardErrors.cannotReceiveFunds();
      if (card.transactionType === 'disburse' && !validations.disburse.allowed)
        throw cardErrors.disburseLimitExceeded();
      await assertChangeAllowed(auth, now);
      const row = taken
        ? await repo.restore(taken.id, { guestCard: isGuest })
        : await repo.insert(
            {
              customerId: auth.scope === 'guest' ? null : (auth.customerId ?? null),
              profileId: auth.profileId,
              processorToken: card.token,
              cardIds: newCardIds(auth),
              last4: card.last4,
              bin8: card.bin8,
              cardType: card.cardType,
              fundingType: card.fundingType,
              cardholderName: `${card.firstName} ${card.lastName}`,
              expirationMonth: card.expirationMonth,
              expirationYear: card.expirationYear,
              canDisburse: card.canDisburse,
              guestCard: isGuest,
              processorType: body.processorType,
              createdAt: now,
            },
            auth.scope === 'guest' ? auth.sessionId : null,
          );
      if (!row) throw cardErrors.tokenRequired();
      return { card: cardView(row, { customerIds: customerIdsOf(auth), newCard: true }) };
    },

    /** PUT /cards: the guest flag of one of the caller's cards; a guest session cannot keep a card. */
    async update(auth: CardsAuth, body: TUpdateCardRequest): Promise<TCardResponse> {
      const card = await ownCard(auth, body.cardIds);
      if (auth.scope === 'guest' && !body.guestCard)
        throw cardErrors.accessDenied('A guest payment cannot save a card.');
      const row = (await repo.setGuestCard(card.id, body.guestCard)) ?? card;
      return {
        card:
          (await views(auth, [row]))[0] ??
          cardView(row, { customerIds: customerIdsOf(auth), newCard: false }),
      };
    },

    /** DELETE /cards: soft-deletes one of the caller's cards (404 for any other card). */
    async remove(auth: CardsAuth, body: TDeleteCardRequest): Promise<{ removed: true }> {
      const now = clock();
      await assertChangeAllowed(auth, now);
      const card = await ownCard(auth, body.cardIds);
      await repo.remove(card.id, now);
      return { removed: true };
    },
  };
}
export type CardsService = ReturnType<typeof createCardsService>;

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}
