/** Spec §5 routing/account validation and the banking display of spec §3 (banks: routingNumber, accountNumber). */

/** Nine digits whose ABA checksum holds: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0 && value !== '000000000';
}

/** A US bank account number: 4 to 17 digits (the NACHA field's width). */
export const BANK_ACCOUNT_NUMBER_PATTERN = /^\d{4,17}$/;

export function isValidBankAccountNumber(value: string): boolean {
  return BANK_ACCOUNT_NUMBER_PATTERN.test(value);
}

/** ••••1234: only the last four digits of an account number show. */
export function maskBankAccountNumber(last4: string): string {
  return `••••${last4.slice(-4)}`;
}

export type BankAccountIssue =
  | { field: 'routingNumber'; code: 'routingNumber.invalid' }
  | { field: 'accountNumber'; code: 'accountNumber.invalid' };

/** What is wrong with a bank account to add, field by field (empty: nothing). */
export function bankAccountIssues(input: {
  routingNumber: string;
  accountNumber: string;
}): BankAccountIssue[] {
  const issues: BankAccountIssue[] = [];
  if (!isValidRoutingNumber(input.routingNumber))
    issues.push({ field: 'routingNumber', code: 'routingNumber.invalid' });
  if (!isValidBankAccountNumber(input.accountNumber))
    issues.push({ field: 'accountNumber', code: 'accountNumber.invalid' });
  return issues;
}
