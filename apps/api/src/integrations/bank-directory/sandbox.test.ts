import { describe, expect, it } from 'vitest';
import { isValidRoutingNumber } from '@lender/domain';
import {
  BankDirectoryUnavailableError,
  createSandboxBankDirectory,
  SANDBOX_ROUTING_TABLE,
  SANDBOX_UNAVAILABLE_ROUTING_NUMBER,
} from '.';

describe('the sandbox bank directory', () => {
  it('ships only routing numbers that pass the ABA checksum', () => {
    for (const routing of [
      ...Object.keys(SANDBOX_ROUTING_TABLE),
      SANDBOX_UNAVAILABLE_ROUTING_NUMBER,
    ])
      expect(isValidRoutingNumber(routing), routing).toBe(true);
  });

  it('names the bank, answers null for an unknown number, and fails for the steering number', async () => {
    const directory = createSandboxBankDirectory();
    await expect(directory.bankName('021000021')).resolves.toBe('JPMorgan Chase Bank, N.A.');
    await expect(directory.bankName('091000022')).resolves.toBeNull();
    await expect(directory.bankName(SANDBOX_UNAVAILABLE_ROUTING_NUMBER)).rejects.toBeInstanceOf(
      BankDirectoryUnavailableError,
    );
  });
});
