/**
 * Every API module, registered in order under /api. To add one: create areas/<area>/<m>/{routes,service,
 * repo,index}.ts, export an ApiModule from index.ts, and add it to this list.
 */
import type { FastifyInstance } from 'fastify';
import {
  accountsModule,
  customerStatusModule,
  linkingModule,
  loanLocksModule,
  riskInfoModule,
  userCacheModule,
} from './accounts';
import {
  autoPayModule,
  paymentStateModule,
  paymentsModule,
  refinanceModule,
  refinanceDisclosureModule,
  refinanceLocationModule,
} from './payments';
import { appointmentsModule, storesModule } from './stores';
import { cardsModule } from './cards';
import {
  addressLookupModule,
  customerProfileModule,
  marketingModule,
  remindersModule,
} from './profile';
import {
  alternateVerificationModule,
  authModule,
  passkeysModule,
  passwordRecoveryModule,
  registrationModule,
  trustedDeviceModule,
  userAttributesModule,
  userUpdateModule,
} from './identity';
import { referralsModule } from './referral';
import { fundsModule } from './funds';
import {
  offersModule,
  settlementModule,
  originationModule,
  loanSigningModule,
  ancillaryProductsModule,
} from './offers';
import { configModule, healthModule, serviceStatusModule } from './system';
import { documentsModule, uploadsModule } from './documents';
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
