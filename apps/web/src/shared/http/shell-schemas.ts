/**
 * The response schemas of the app shell's own calls (service status and provider, config settings, the session, the
 * user's attributes, offers and a loan's settlement, a brand's loans, a loan's detail). Imported only through shellSchema's loader: zod and these contract
 * modules form one chunk that loads with the shell's first answer, after the first paint, not in the start-up
 * script every page waits for (issue 11).
 */
export {
  ZAccountDetailResponseSchema,
  ZAccountsResponseSchema,
  ZConfigSettingsResponseSchema,
  ZOffersResponseSchema,
  ZServiceProviderResponseSchema,
  ZServiceStatusResponseSchema,
  ZSessionResultSchema,
  ZSettlementStatusResponseSchema,
  ZSignOutResponseSchema,
  ZUserAttributesResponseSchema,
} from '@lender/contract';
