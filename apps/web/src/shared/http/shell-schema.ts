/**
 * A loader of one of the shell's response schemas, for apiGet / apiSend (lazy-schemas.ts). Each group is a module of
 * its own (shell-schemas/), imported only through here: zod and the group's contract schemas load with the first
 * answer that needs them, after the first paint, and a read builds only its own group (decision 071).
 */
import { schemaLoaders } from './lazy-schemas';

const accounts = () => import('./shell-schemas/accounts');
const config = () => import('./shell-schemas/config');
const session = () => import('./shell-schemas/session');

export const shellSchema = schemaLoaders({
  ZAccountDetailResponseSchema: accounts,
  ZAccountsResponseSchema: accounts,
  ZConfigSettingsResponseSchema: config,
  ZOffersResponseSchema: () => import('./shell-schemas/offers'),
  ZServiceProviderResponseSchema: config,
  ZServiceStatusResponseSchema: config,
  ZSessionResultSchema: session,
  ZSettlementStatusResponseSchema: () => import('./shell-schemas/settlement'),
  ZSignOutResponseSchema: session,
  ZUserAttributesResponseSchema: () => import('./shell-schemas/user-attributes'),
});
