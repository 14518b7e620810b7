/** GET /personalInfo's answer from the customer row and its bank accounts: the SSN as its last 4, account numbers masked. */
import { isoDateToUs, maskBankAccountNumber, maskSsn } from '@lender/domain';
import type { TBankAccountView, TPersonalInfoResponse } from '@lender/contract';
import type { BankAccountRow, CustomerRow } from './repo';

export const bankAccountView = (row: BankAccountRow): TBankAccountView => ({
  id: row.id,
  bankName: row.bankName,
  routingNumber: row.routingNumber,
  accountNumber: maskBankAccountNumber(row.accountLast4),
  primary: row.isPrimary,
});

export interface ViewContext {
  /** the customer id as the caller knows it (the loan system's) */
  displayId: string;
  isAlternate: boolean;
  voiceMessagesAllowed: boolean;
}

export function personalInfoView(
  row: CustomerRow,
  banks: BankAccountRow[],
  context: ViewContext,
): TPersonalInfoResponse {
  return {
    customerId: context.displayId,
    customerFirstName: row.firstName,
    customerLastName: row.lastName,
    fullCustomerName: `${row.firstName} ${row.lastName}`,
    dob: isoDateToUs(row.dob) ?? row.dob,
    displaySsn: row.ssnLast4 ? maskSsn(row.ssnLast4) : null,
    email: row.email,
    phoneNumber: row.phone,
    address: row.address,
    homeAddress: row.address,
    mailingAddress: row.mailingAddress ?? row.address,
    sameAddresses: row.mailingAddress === null,
    banks: banks.map(bankAccountView),
    communicationSettings: { preference: row.communicationPreference, voice: row.voiceMessages },
    voiceMessagesAllowed: context.voiceMessagesAllowed,
    canUpdateUserLogin: row.canUpdateUserLogin,
    customerStoreId: row.storeId,
    isAlternate: context.isAlternate,
  };
}
