/**
 * A loader of one of the shell's response schemas, for apiGet / apiSend (lazy-schemas.ts). Each group is a module of
 * its own (shell-schemas/), imported only through here: zod and the group's contract schemas load with the first
 * answer that needs them, after the first paint, and a read builds only its own group (decisions 071, 073).
 */
import { schemaLoaders } from './lazy-schemas';

const config = () => import('./shell-schemas/config');
const session = () => import('./shell-schemas/session');

export const shellSchema = schemaLoaders({
  ZAccountDetailResponseSchema: () => import('./shell-schemas/account-detail'),
  ZAccountsResponseSchema: () => import('./shell-schemas/accounts'),
  ZConfigSettingsResponseSchema: config,
  ZOffersResponseSchema: () => import('./shell-schemas/offers'),
  ZServiceProviderResponseSchema: config,
  ZServiceStatusResponseSchema: config,
  ZSessionResultSchema: session,
  ZSettlementStatusResponseSchema: () => import('./shell-schemas/settlement'),
  ZSignOutResponseSchema: session,
  ZUserAttributesResponseSchema: () => import('./shell-schemas/user-attributes'),
});
