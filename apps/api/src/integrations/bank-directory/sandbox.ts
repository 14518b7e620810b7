import type { BankDirectoryPort } from './port';
import { BankDirectoryUnavailableError } from './port';
import { SANDBOX_ROUTING_TABLE, SANDBOX_UNAVAILABLE_ROUTING_NUMBER } from './routing-table';

/** The built-in directory over the shipped routing table; no outside service. */
export function createSandboxBankDirectory(
  table: Readonly<Record<string, string>> = SANDBOX_ROUTING_TABLE,
): BankDirectoryPort {
  return {
    async bankName(routingNumber) {
      if (routingNumber === SANDBOX_UNAVAILABLE_ROUTING_NUMBER)
        throw new BankDirectoryUnavailableError();
      return table[routingNumber] ?? null;
    },
  };
}
