import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { RISK_FLAGS } from '@lender/domain';
import { cents, timestamptz } from './columns';
import { loans } from './loans';
import { profiles } from './people';

/**
 * The loan system's risk info of a loan (spec §7 GET /riskInfo), kept by the built-in ledger: when its rate or
 * credit limit last changed (and the limit before), when its refinance was last denied. No row: nothing changed.
 */
export const loanRiskInfo = pgTable(
  'loan_risk_info',
  {
    loanId: uuid('loan_id')
      .primaryKey()
      .references(() => loans.id),
    rateChangedAt: timestamptz('rate_changed_at'),
    creditLimitChangedAt: timestamptz('credit_limit_changed_at'),
    previousCreditLimitCents: cents('previous_credit_limit_cents'),
    refinanceDeniedAt: timestamptz('refinance_denied_at'),
  },
  (t) => [
    check(
      'loan_risk_info_previous_limit_nonnegative',
      sql`${t.previousCreditLimitCents} is null or ${t.previousCreditLimitCents} >= 0`,
    ),
  ],
);

/**
 * A person's acknowledgement of a risk flag on a loan (spec §4: the flag is cleared on acknowledgement): the flag
 * stays off for them until the loan system raises it again after `acknowledgedAt` (domain riskFlags).
 */
export const riskAcknowledgements = pgTable(
  'risk_acknowledgements',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    loanId: uuid('loan_id').notNull(),
    flag: text('flag', { enum: RISK_FLAGS }).notNull(),
    acknowledgedAt: timestamptz('acknowledged_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.loanId, t.flag] }),
    check(
      'risk_acknowledgements_flag',
      sql`${t.flag} in ('refinanceDenied', 'rateChanged', 'creditLimitChanged')`,
    ),
  ],
);
