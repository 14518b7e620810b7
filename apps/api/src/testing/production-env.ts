/** The least environment a production start accepts (its own secret and key): the config tests start from it. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'x'.repeat(40),
  DATA_ENCRYPTION_KEY: 'cd'.repeat(32),
};
