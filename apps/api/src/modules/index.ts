/**
 * Every API module, registered in order under /api. To add one: create modules/<m>/{routes,service,
 * repo,index}.ts, export an ApiModule from index.ts, and add it to this list.
 */
import type { FastifyInstance } from 'fastify';
import { accountsModule } from './accounts';
import { autoPayModule } from './auto-pay';
import { appointmentsModule } from './appointments';
import { cardsModule } from './cards';
import { addressLookupModule } from './address-lookup';
import { customerProfileModule } from './customer-profile';
import { marketingModule } from './marketing';
import { customerStatusModule } from './customer-status';
import { linkingModule } from './linking';
import { loanLocksModule } from './loan-locks';
import { alternateVerificationModule } from './alternate-verification';
import { paymentStateModule } from './payment-state';
import { paymentsModule } from './payments';
import { referralsModule } from './referrals';
import { remindersModule } from './reminders';
import { fundsModule } from './funds';
import { riskInfoModule } from './risk-info';
import { offersModule } from './offers';
import { settlementModule } from './settlement';
import { originationModule } from './origination';
import { refinanceModule } from './refinance';
import { loanSigningModule } from './loan-signing';
import { refinanceDisclosureModule } from './refinance-disclosure';
import { refinanceLocationModule } from './refinance-location';
import { ancillaryProductsModule } from './ancillary-products';
import { userCacheModule } from './user-cache';
import { authModule } from './auth';
import { configModule } from './config';
import { documentsModule } from './documents';
import { healthModule } from './health';
import { passkeysModule } from './passkeys';
import { passwordRecoveryModule } from './password-recovery';
import { registrationModule } from './registration';
import { serviceStatusModule } from './service-status';
import { storesModule } from './stores';
import { trustedDeviceModule } from './trusted-device';
import { uploadsModule } from './uploads';
import { userAttributesModule } from './user-attributes';
import { userUpdateModule } from './user-update';
import type { ApiModule, ModuleContext } from './types';

export const API_MODULES: readonly ApiModule[] = [
  healthModule,
  serviceStatusModule,
  configModule,
  authModule,
  registrationModule,
  passwordRecoveryModule,
  trustedDeviceModule,
  passkeysModule,
  userUpdateModule,
  userAttributesModule,
  accountsModule,
  customerStatusModule,
  loanLocksModule,
  alternateVerificationModule,
  paymentStateModule,
  paymentsModule,
  userCacheModule,
  linkingModule,
  documentsModule,
  uploadsModule,
  storesModule,
  appointmentsModule,
  cardsModule,
  referralsModule,
  fundsModule,
  riskInfoModule,
  customerProfileModule,
  addressLookupModule,
  marketingModule,
  remindersModule,
  offersModule,
  settlementModule,
  originationModule,
  refinanceDisclosureModule,
  refinanceLocationModule,
  ancillaryProductsModule,
  loanSigningModule,
  refinanceModule,
  autoPayModule,
];

export async function registerModules(app: FastifyInstance, context: ModuleContext): Promise<void> {
  for (const apiModule of API_MODULES) await apiModule(app, context);
}
