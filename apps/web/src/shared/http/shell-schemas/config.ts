/** The service's status and provider, the config settings (shell-schema.ts). */
export {
  ZConfigSettingsResponseSchema,
  ZServiceProviderResponseSchema,
  ZServiceStatusResponseSchema,
} from '@lender/contract';
