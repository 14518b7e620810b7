/**
 * What the API sends to the marketing port, checked once: the event name and data fields on the domain's allow-list,
 * no value that looks like a secret (refused with the field named, nothing recorded), the person keyed by her own
 * sign-in email (one she names must be hers), and the spec §7 analytics properties — environment, site_brand,
 * application_type, profile_id — added by the server, never taken from the client. Nothing reaches the port for a
 * borrower whose communication preferences keep marketing away (the domain's marketingAllowed; decision 059).
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  marketingAllowed,
  marketingIssues,
  normalizeUsername,
  type MarketingIssue,
} from '@lender/domain';
import type { AppConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { text, type MessageId } from '../../i18n';
import { CodedError } from '../../lib/errors';
import type { MarketingDataFields, MarketingPort } from './port';
import { communicationPreferencesOf, signInEmailOf } from './tracker-repo';

/** Who records, from the request: the signed-in profile, the brand header and the PWA flag (spec §7 headers). */
export interface MarketingCaller {
  profileId: string;
  brand: string;
  pwa: boolean;
}

/** each domain code is its message's id in the one table */
const messageOf = (code: MarketingIssue['code']): MessageId => code;

export interface MarketingTracker {
  /** POST /iterableEvent: throws a 400 naming the field, or 403 for another's email; false: not hers to receive */
  event(
    caller: MarketingCaller,
    input: { email?: string | undefined; eventName: string; dataFields: MarketingDataFields },
  ): Promise<boolean>;
  /** POST / PUT /iterableProfile (false: not sent, as for an event) */
  profile(
    caller: MarketingCaller,
    input: { email?: string | undefined; dataFields: MarketingDataFields },
  ): Promise<boolean>;
  /** an event the server records itself (sign-out): best effort, a failure is logged and never fails the call */
  serverEvent(
    caller: MarketingCaller,
    eventName: string,
    dataFields?: MarketingDataFields,
  ): Promise<void>;
}

export function createMarketingTracker({
  port,
  db,
  config,
  log,
}: {
  port: MarketingPort;
  db: DbOrTx;
  config: Pick<AppConfig, 'nodeEnv'>;
  log: FastifyBaseLogger;
}): MarketingTracker {
  const analytics = (caller: MarketingCaller) => ({
    environment: config.nodeEnv,
    site_brand: caller.brand,
    application_type: caller.pwa ? 'pwa' : 'web',
    profile_id: caller.profileId,
  });

  /** The profile's sign-in email; a phone-only profile is keyed by its profile id (the marketing service's userId). */
  async function keyOf(profileId: string): Promise<string> {
    return (await signInEmailOf(db, profileId)) ?? `profile:${profileId}`;
  }

  async function checked(
    caller: MarketingCaller,
    input: { email?: string | undefined; eventName?: string; dataFields: MarketingDataFields },
  ) {
    const [issue] = marketingIssues(input);
    if (issue)
      throw new CodedError(400, issue.code, text(messageOf(issue.code)), `body.${issue.field}`);
    const key = await keyOf(caller.profileId);
    if (input.email !== undefined && normalizeUsername(input.email).value !== key)
      throw new CodedError(
        403,
        'AccessDeniedException',
        text('marketing.notYourEmail'),
        'body.email',
      );
    const allowed = marketingAllowed(await communicationPreferencesOf(db, caller.profileId));
    return { key, allowed, fields: { ...input.dataFields, ...analytics(caller) } };
  }

  return {
    async event(caller, input) {
      const { key, allowed, fields } = await checked(caller, input);
      if (allowed) await port.trackEvent(key, input.eventName, fields);
      return allowed;
    },
    async profile(caller, input) {
      const { key, allowed, fields } = await checked(caller, input);
      if (allowed) await port.upsertProfile(key, fields);
      return allowed;
    },
    async serverEvent(caller, eventName, dataFields = {}) {
      try {
        const { key, allowed, fields } = await checked(caller, { eventName, dataFields });
        if (allowed) await port.trackEvent(key, eventName, fields);
      } catch (error) {
        log.warn({ err: error, eventName }, 'marketing event not recorded');
      }
    },
  };
}

/** The caller of a signed-in request (a route of plugins/authenticate.ts's signedIn: `auth` is its session). */
export const marketingCallerOf = (request: {
  auth: { profileId: string };
  client: { brand: string; pwa: boolean };
}): MarketingCaller => ({
  profileId: request.auth.profileId,
  brand: request.client.brand,
  pwa: request.client.pwa,
});
