export type { MarketingDataFields, MarketingPort } from './port';
export { createMarketingReader, createSandboxMarketing } from './sandbox';
export {
  createMarketingTracker,
  marketingCallerOf,
  type MarketingCaller,
  type MarketingTracker,
} from './tracker';
export { devMarketingRoutes } from './dev-routes';
