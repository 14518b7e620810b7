/** System: health, service status, the client configuration and message delivery. The area's front door: other areas and the app import only this file. */
export {
  configModule,
  createConfigRepo,
  createConfigService,
  serverSettingsReader,
} from './config';
export { CONFIG_OVERRIDES_KEY } from './config/repo';
export { mergeOverrides } from './config/service';
export { healthModule } from './health';
export { createHealthRepo } from './health/repo';
export { messageDeliveryJob, type MessageDeliveryJobOverrides } from './messaging/job';
export {
  createServiceStatusRepo,
  createServiceStatusService,
  serviceStatusModule,
  serviceStatusOf,
} from './service-status';
