/** GET /userAttributes: spec §3 User attributes, the brands of own and co-signed loans, customer ids by loan system. */
import type { TUserAttributesResponse } from '@lender/contract';
import { isBrandCode } from '@lender/domain';
import type { AuthContext } from '../../../plugins/authenticate';
import { profileAttributes } from '../auth/attributes';
import { authErrors } from '../../../lib/auth-errors';
import type { IdentityRepo } from '../auth/identity-repo';

export function createUserAttributesService({
  repo,
}: {
  repo: Pick<IdentityRepo, 'profileById' | 'identitiesOf' | 'customerOf' | 'brandsOf'>;
}) {
  return {
    async userAttributes(auth: AuthContext): Promise<TUserAttributesResponse> {
      const attributes = await profileAttributes(repo, auth.profileId);
      if (!attributes) throw authErrors.invalidSession();
      const brands = attributes.customerId
        ? (await repo.brandsOf(attributes.customerId)).filter(isBrandCode).sort()
        : [];
      return { ...attributes.claims, brands, customerIds: attributes.customerIds };
    },
  };
}

export type UserAttributesService = ReturnType<typeof createUserAttributesService>;
