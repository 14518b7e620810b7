/**
 * Banking information (spec §7 GET /bankInfo and the banking info update returning bankAccountId; §8 too many
 * attempts to save account information, bank name lookup failures): the routing number's checksum first (domain),
 * then its bank by the directory port; the account number stored encrypted, answered masked; one primary.
 */
import { bankAccountIssues, isValidRoutingNumber, retryAfterSeconds } from '@lender/domain';
import type { TBankAccountResponse, TBankInfoResponse } from '@lender/contract';
import type { FastifyBaseLogger } from 'fastify';
import {
  BankDirectoryUnavailableError,
  type BankDirectoryPort,
} from '../../../integrations/bank-directory';
import type { Clock } from '../../../lib/clock';
import { encryptField } from '../../../lib/crypto';
import type { AuthContext } from '../../../plugins/authenticate';
import { ownCustomer } from '../../accounts';
import { profileErrors } from './errors';
import type { CustomerProfileRepo } from './repo';
import { bankAccountView } from './view';

/** At most this many bank accounts saved per customer in the window (429 with the wait). */
export const BANK_SAVE_LIMIT = 5;
export const BANK_SAVE_WINDOW_MS = 15 * 60_000;

export interface BankingDeps {
  repo: Pick<CustomerProfileRepo, 'bankAccounts' | 'savesSince' | 'addBankAccount'>;
  directory: BankDirectoryPort;
  clock: Clock;
  /** encrypts the account number at rest (AppConfig.dataEncryptionKey) */
  dataKey: Buffer;
  log: FastifyBaseLogger;
}

interface AddBankAccount {
  customerId?: string | undefined;
  routingNumber: string;
  accountNumber: string;
  primary: boolean;
}

export function createBankingService({ repo, directory, clock, dataKey, log }: BankingDeps) {
  /** The bank of a routing number whose checksum holds; a failing directory is logged and answered as a 503. */
  async function bankNameOf(routingNumber: string, field: string): Promise<string> {
    if (!isValidRoutingNumber(routingNumber))
      throw profileErrors.rule('routingNumber.invalid', field);
    let name: string | null;
    try {
      name = await directory.bankName(routingNumber);
    } catch (error) {
      if (!(error instanceof BankDirectoryUnavailableError)) throw error;
      log.warn({ err: error }, 'bank name lookup failed');
      throw profileErrors.lookupFailed();
    }
    if (!name) throw profileErrors.rule('routingNumber.unknown', field, 404);
    return name;
  }

  async function assertMaySave(recordId: string, now: Date) {
    const saves = await repo.savesSince(recordId, new Date(now.getTime() - BANK_SAVE_WINDOW_MS));
    if (saves.count < BANK_SAVE_LIMIT) return;
    const windowStartMs = saves.oldestAt?.getTime() ?? now.getTime();
    throw profileErrors.tooManySaves(
      retryAfterSeconds({ count: saves.count, windowStartMs }, BANK_SAVE_WINDOW_MS, now.getTime()),
    );
  }

  return {
    async bankInfo(routingNumber: string): Promise<TBankInfoResponse> {
      return { routingNumber, bankName: await bankNameOf(routingNumber, 'query.routingNumber') };
    },

    /** Adds a bank account of the caller; the bank name is the directory's, whatever was sent. */
    async addBankAccount(auth: AuthContext, body: AddBankAccount): Promise<TBankAccountResponse> {
      const { recordId } = ownCustomer(auth, body.customerId);
      const [issue] = bankAccountIssues(body);
      if (issue) throw profileErrors.rule(issue.code, `body.${issue.field}`);
      const now = clock();
      await assertMaySave(recordId, now);
      const bankName = await bankNameOf(body.routingNumber, 'body.routingNumber');
      const bankAccountId = await repo.addBankAccount(
        {
          customerId: recordId,
          bankName,
          routingNumber: body.routingNumber,
          accountNumberEncrypted: encryptField(body.accountNumber, dataKey),
          accountLast4: body.accountNumber.slice(-4),
          isPrimary: body.primary,
        },
        now,
      );
      return { bankAccountId, banks: (await repo.bankAccounts(recordId)).map(bankAccountView) };
    },
  };
}

export type BankingService = ReturnType<typeof createBankingService>;
