/**
 * The CVV every journey types into the hosted card form: distinctive, so the final scan
 * (scans/sensitive-data-scan.spec.ts) can tell it from other numbers.
 */
export const JOURNEY_CVV = '7391';

/**
 * Where every journey server (support/journey-server.ts: one a file) writes its log, and its database's card-data
 * scan beside it (<name>.scan.json); the scans project reads them all at the end.
 */
export const JOURNEY_LOGS_DIR = 'test-results/journey-servers';

/**
 * The journey servers' migrated and seeded database, written by the run's first server and loaded by the others
 * (DATABASE_IN_MEMORY_TEMPLATE: PGlite's start without its initdb); the global set-up deletes it.
 */
export const JOURNEY_DB_TEMPLATE = 'test-results/journey-db-template.tar.gz';
