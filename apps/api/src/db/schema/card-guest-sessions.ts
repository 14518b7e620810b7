/**
 * Cards added by a guest session (spec §6 Guest payer): a guest (signed link) reaches only the cards
 * it added in that session, so each guest card remembers its session. Owned by the cards module.
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
