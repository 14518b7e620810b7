/** The system area's test kit: what other areas' tests may use (its front door for tests only). */
export { CONFIG_OVERRIDES_KEY } from './config/repo';
