/**
 * The response schemas of the profile calls (personal and bank info, address lookup, reminders, security) and the
 * push subscription's request schema. Imported only through a loader (shared/http/lazy-schemas.ts), so the screens
 * paint before zod and the contract have been built (issue 11).
 */
export {
  ZAddressDetailsResponseSchema,
  ZAddressPredictionsResponseSchema,
  ZBankAccountResponseSchema,
  ZBankInfoResponseSchema,
  ZPasskeyCreationOptionsSchema,
  ZPasskeyListResponseSchema,
  ZPasskeySchema,
  ZPersonalInfoResponseSchema,
  ZPushSubscriptionRequestSchema,
  ZReminderSettingsResponseSchema,
  ZSecurityItemRemovedSchema,
  ZTrustedDeviceListResponseSchema,
  ZVapidKeyResponseSchema,
} from '@lender/contract';
