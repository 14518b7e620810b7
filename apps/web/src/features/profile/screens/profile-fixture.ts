/** P1's profile as GET /personalInfo answers it (PERSONAS.md), for the profile screen's component tests. */
import type { TPersonalInfoResponse } from '@lender/contract';

export const home = {
  line1: '2210 Fairview St',
  line2: 'Apt 4',
  city: 'Houston',
  state: 'TX',
  zip: '77019',
};
export const ana: TPersonalInfoResponse = {
  customerId: 'T100001',
  customerFirstName: 'Ana',
  customerLastName: 'Rivera',
  fullCustomerName: 'Ana Rivera',
  dob: '03/14/1990',
  displaySsn: '***-**-0101',
  email: 'ana.tlxe@example.com',
  phoneNumber: '3125550101',
  address: home,
  homeAddress: home,
  mailingAddress: home,
  sameAddresses: true,
  banks: [],
  communicationSettings: { preference: 2, voice: false },
  voiceMessagesAllowed: true,
  canUpdateUserLogin: true,
  customerStoreId: 101,
  isAlternate: false,
};

/** P1's first bank account as POST /bankInfo answers it (masked to its last 4, primary). */
export const addedBank = {
  bankAccountId: 'b1',
  banks: [
    {
      id: 'b1',
      bankName: 'JPMorgan Chase Bank, N.A.',
      routingNumber: '021000021',
      accountNumber: '••••6789',
      primary: true,
    },
  ],
};
