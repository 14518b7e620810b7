/**
 * GET /userAttributes (spec §3 User attributes, plus brands and customer ids by loan system) into the
 * session: the user, the brands, the customer ids and the verified flags. Used after every kind of
 * authentication (password, verification, device key, signed link).
 */
import type { TUserAttributesResponse } from '@lender/contract';
import { apiGet } from '../http/client';
import { useSessionStore } from './session-store';
import { shellSchema } from '../http/shell-schema';

export function getUserAttributes(): Promise<TUserAttributesResponse> {
  return apiGet('/userAttributes', shellSchema('ZUserAttributesResponseSchema'), {
    retryOnce: true,
  });
}

export function applyUserAttributes(attributes: TUserAttributesResponse, username?: string): void {
  const session = useSessionStore.getState();
  const email = attributes.email ?? undefined;
  const phone = attributes.phone_number ?? undefined;
  session.update({
    user: {
      profileId: attributes.sub,
      username: username ?? session.username ?? email ?? phone ?? '',
      email,
      phone,
      emailVerified: attributes.email_verified,
      phoneVerified: attributes.phone_number_verified,
    },
    brands: attributes.brands,
    customerIds: {
      nls: attributes.customerIds.NLS ?? undefined,
      tlxe: attributes.customerIds.TLXe ?? undefined,
    },
    customerId: attributes.customer_id ?? undefined,
    isReferralUser: attributes.non_customer_refer,
  });
}

/** Loads the attributes into the session and returns them. */
export async function loadUserAttributes(username?: string): Promise<TUserAttributesResponse> {
  const attributes = await getUserAttributes();
  applyUserAttributes(attributes, username);
  return attributes;
}
