export type { BankDirectoryPort } from './port';
export { BankDirectoryUnavailableError } from './port';
export { createSandboxBankDirectory } from './sandbox';
export { SANDBOX_ROUTING_TABLE, SANDBOX_UNAVAILABLE_ROUTING_NUMBER } from './routing-table';
