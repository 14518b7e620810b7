/** GET /userAttributes: spec §3 User attributes, the brands of own and co-signed loans, customer ids by loan system. */
import type { TUserAttributesResponse } from '@lender/contract';
import { isBrandCode, type BrandCode } from '@lender/domain';
import type { LoanSystemRegistry } from '../../../integrations/loan-systems';
import type { AuthContext } from '../../../plugins/authenticate';
import { profileAttributes, type ProfileAttributes } from '../auth/attributes';
import { authErrors } from '../../../lib/auth-errors';
import type { IdentityRepo } from '../auth/identity-repo';

/**
 * Her brands: those of her own and co-signed loans, asked of the loan systems; without a loan (yet), her home store's
 * brand, so the menu and brand routes serve that brand rather than the default one.
 */
async function brandsOf(
  repo: Pick<IdentityRepo, 'homeBrandOf'>,
  loans: Pick<LoanSystemRegistry, 'listLoans'>,
  attributes: ProfileAttributes & { customerId: string },
): Promise<BrandCode[]> {
  const held = new Set((await loans.listLoans(attributes.customerIds)).map((l) => l.brandCode));
  if (held.size === 0) {
    const home = await repo.homeBrandOf(attributes.customerId);
    if (home) held.add(home);
  }
  return [...held].filter(isBrandCode).sort();
}

export function createUserAttributesService({
  repo,
  loans,
}: {
  repo: Pick<IdentityRepo, 'profileById' | 'identitiesOf' | 'customerOf' | 'homeBrandOf'>;
  loans: Pick<LoanSystemRegistry, 'listLoans'>;
}) {
  return {
    async userAttributes(auth: AuthContext): Promise<TUserAttributesResponse> {
      const attributes = await profileAttributes(repo, auth.profileId);
      if (!attributes) throw authErrors.invalidSession();
      const { customerId } = attributes;
      const brands = customerId ? await brandsOf(repo, loans, { ...attributes, customerId }) : [];
      return { ...attributes.claims, brands, customerIds: attributes.customerIds };
    },
  };
}

export type UserAttributesService = ReturnType<typeof createUserAttributesService>;
