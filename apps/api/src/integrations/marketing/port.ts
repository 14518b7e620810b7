/**
 * The marketing port (spec §7 POST /iterableEvent, POST and PUT /iterableProfile; "profile creation with a marketing
 * messaging service"): the shape of an Iterable-like API keyed by email. A provider's adapter posts these; the
 * sandbox records them. Callers go through the tracker (tracker.ts), which checks the allow-list, refuses secrets and
 * adds the spec §7 analytics properties.
 */
import type { MarketingDataValue } from '@lender/domain';

export type MarketingDataFields = Readonly<Record<string, MarketingDataValue>>;

export interface MarketingPort {
  trackEvent(email: string, eventName: string, dataFields: MarketingDataFields): Promise<void>;
  /** create or update the person's marketing profile */
  upsertProfile(email: string, dataFields: MarketingDataFields): Promise<void>;
}
