/** Spec §3 User attributes of a profile: the id token's claims and GET /userAttributes. */
import type { IdentityRepo } from './identity-repo';
import type { IdTokenClaims } from './tokens';

export interface ProfileAttributes {
  claims: IdTokenClaims;
  customerIds: { NLS: string | null; TLXe: string | null };
  /** the customers row id (loans, cards and documents hang off it) */
  customerId: string | null;
}

/** '["TLXe","T100001"]': the loan system and its customer id (TLXe first when both exist); null without ids. */
export function lmsCustomerIds(ids: { NLS: string | null; TLXe: string | null }): string | null {
  if (ids.TLXe) return JSON.stringify(['TLXe', ids.TLXe]);
  if (ids.NLS) return JSON.stringify(['NLS', ids.NLS]);
  return null;
}

export async function profileAttributes(
  repo: Pick<IdentityRepo, 'profileById' | 'identitiesOf' | 'customerOf'>,
  profileId: string,
): Promise<ProfileAttributes | undefined> {
  const profile = await repo.profileById(profileId);
  if (!profile) return undefined;
  const [aliases, customer] = await Promise.all([
    repo.identitiesOf(profileId),
    repo.customerOf(profile.customerId),
  ]);
  const email = aliases.find((a) => a.kind === 'email');
  const phone = aliases.find((a) => a.kind === 'phone');
  const customerIds = {
    NLS: customer?.nlsCustomerId ?? null,
    TLXe: customer?.tlxeCustomerId ?? null,
  };
  return {
    customerId: customer?.id ?? null,
    customerIds,
    claims: {
      sub: profile.id,
      customer_id: customer?.id ?? null,
      mdm_id: customer?.mdmId ?? null,
      lms_customer_ids: lmsCustomerIds(customerIds),
      show_paid_off: profile.showPaidOff,
      phone_number: phone ? `+1${phone.value}` : null,
      phone_number_verified: Boolean(phone?.verified),
      email: email?.value ?? null,
      email_verified: Boolean(email?.verified),
      non_customer_refer: profile.nonCustomerRefer,
      'custom:loan_state': customer?.address?.state ?? null,
    },
  };
}
