/** How a module plugs into the app: areas/index.ts registers each under the /api prefix. */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { ResolveHost } from '../integrations/dns';
import type { ESignPort } from '../integrations/esign';
import type { MessagingPort } from '../integrations/messaging/port';
import type { Clock } from '../lib/clock';
import type { LoanRecord, LoanSystems } from '../integrations/loan-systems';
import type { AuthContext } from '../plugins/authenticate';
import type { ZRefinanceDetailsSchema } from '@lender/contract';
import type { z } from 'zod';

export interface ModuleContext {
  config: AppConfig;
  database: DatabaseHandle;
  clock: Clock;
  /** the loan systems (app.ts builds the one instance over the app's database) */
  loans: LoanSystems;
  /** email, SMS and voice through the outbox (app.ts builds the one port) */
  messaging: MessagingPort;
  /** the e-sign service (the sandbox: app.ts builds the one its signing page shares; tests may put faults before it) */
  esign: ESignPort;
  /** host name resolution for requests the server makes to hosts a client named (push endpoints, decision 046) */
  resolveHost: ResolveHost;
  /** the renewal's steps gate handed in by the composition root (tests); areas/payments/refinance STEPS_NOT_WIRED when none */
  refinanceSteps?: RefinanceSteps | undefined;
}

/** A module builds its repository and service, then registers its routes on the given /api scope. */
export type ApiModule = (app: FastifyInstance, context: ModuleContext) => Promise<void>;

export type TRefinanceDetailsParsed = z.output<typeof ZRefinanceDetailsSchema>;

/** The renewal's steps before the card is charged (areas/payments/refinance-steps builds it; tests hand in their own). */
export interface RefinanceSteps {
  checkBeforePayment(
    auth: AuthContext,
    input: {
      loan: LoanRecord;
      amountCents: number;
      /** the renewal's cash out (decision 057; absent or 0: none) */
      cashOutCents?: number | undefined;
      details: TRefinanceDetailsParsed;
      now: Date;
    },
  ): Promise<void>;
}
