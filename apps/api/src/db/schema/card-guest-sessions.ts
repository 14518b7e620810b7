/**
 * Cards and hosted card forms of a guest session (spec §6 Guest payer): a guest (signed link) reaches
 * only the cards it added and the card forms (bridge tokens) it started in that session, so each
 * remembers its session. Owned by the cards module.
 */
import { index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { authSessions } from './auth';
import { cards } from './cards';
import { createdAt } from './columns';

export const cardGuestSessions = pgTable(
  'card_guest_sessions',
  {
    cardId: uuid('card_id')
      .primaryKey()
      .references(() => cards.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('card_guest_sessions_session_id_idx').on(t.sessionId)],
);

/**
 * Hosted card forms (GET /cardFormKey transactionUuid, the bridge token) started by a guest session:
 * only that session reads the form's card or exchanges its bridge token, and a signed-in user does not
 * reach a guest's form. The processor's own form rows stay the processor's (no reference to them).
 */
export const cardFormGuestSessions = pgTable(
  'card_form_guest_sessions',
  {
    transactionUuid: uuid('transaction_uuid').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('card_form_guest_sessions_session_id_idx').on(t.sessionId)],
);
