/** How a module plugs into the app: modules/index.ts registers each under the /api prefix. */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { ResolveHost } from '../integrations/dns';
import type { SandboxESign } from '../integrations/esign';
import type { MessagingPort } from '../integrations/messaging/port';
import type { Clock } from '../lib/clock';
import type { RefinanceSteps } from './refinance/gate';

export interface ModuleContext {
  config: AppConfig;
  database: DatabaseHandle;
  clock: Clock;
  /** email, SMS and voice through the outbox (app.ts builds the one port) */
  messaging: MessagingPort;
  /** the e-sign service (the sandbox: app.ts builds the one its signing page shares) */
  esign: SandboxESign;
  /** host name resolution for requests the server makes to hosts a client named (push endpoints, decision 046) */
  resolveHost: ResolveHost;
  /** the renewal's steps gate handed in by the composition root (tests); modules/refinance STEPS_NOT_WIRED when none */
  refinanceSteps?: RefinanceSteps | undefined;
}

/** A module builds its repository and service, then registers its routes on the given /api scope. */
export type ApiModule = (app: FastifyInstance, context: ModuleContext) => Promise<void>;
