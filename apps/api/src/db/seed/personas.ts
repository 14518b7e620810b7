import type { CommunicationPreference, CustomerAddress } from '../schema';
import { customerIdOf, UNLINKED_HANK_CUSTOMER_ID, type PersonaKey } from './ids';
import { PERSONA_STORES } from './stores';

/** Every persona's password (shared/fixtures/PERSONAS.md). */
export const DEMO_PASSWORD = 'DemoPass2026';

export interface CustomerSeed {
  id: string;
  tlxeCustomerId?: string;
  nlsCustomerId?: string;
  mdmId: string;
  dob: string;
  ssn: string;
  storeId: number;
  /** null: none on file (P12: the identity check finds it missing, decision 064) */
  address: CustomerAddress | null;
  communicationPreference: CommunicationPreference;
}

export interface PersonaSeed {
  key: PersonaKey;
  firstName: string;
  lastName: string;
  email: string;
  /** 10 digits. */
  phone: string;
  emailVerified: boolean;
  nonCustomerRefer: boolean;
  /** The linked customer record; absent for non-customers and new profiles (P7, P8, P10). */
  customer?: CustomerSeed;
}

const chicago = (line1: string, zip: string): CustomerAddress => ({
  line1,
  city: 'Chicago',
  state: 'IL',
  zip,
});

export const PERSONAS: readonly PersonaSeed[] = [
  {
    key: 'P1',
    firstName: 'Ana',
    lastName: 'Rivera',
    email: 'ana.tlxe@example.com',
    phone: '3125550101',
    emailVerified: true,
    nonCustomerRefer: false,
    customer: {
      id: customerIdOf('P1'),
      tlxeCustomerId: 'T100001',
      mdmId: 'MDM0000001',
      dob: '1990-03-14',
      ssn: '123-45-0101',
      storeId: PERSONA_STORES.houstonInl,
      address: {
        line1: '2210 Fairview St',
        line2: 'Apt 4',
        city: 'Houston',
        state: 'TX',
        zip: '77019',
      },
      communicationPreference: 2,
    },
  },
  {
    key: 'P2',
    firstName: 'Ben',
    lastName: 'Okafor',
    email: 'ben.multi@example.com',
    phone: '3125550102',
    emailVerified: true,
    nonCustomerRefer: false,
    customer: {
      id: customerIdOf('P2'),
      tlxeCustomerId: 'T100002',
      mdmId: 'MDM0000002',
      dob: '1984-07-22',
      ssn: '123-45-0102',
      storeId: PERSONA_STORES.chicagoTmx,
      address: chicago('4518 W Addison St', '60641'),
      communicationPreference: 0,
    },
  },
  {
    key: 'P3',
    firstName: 'Carla',
    lastName: 'Nguyen',
    email: 'carla.nls@example.com',
    phone: '3125550103',
    emailVerified: true,
    nonCustomerRefer: false,
    customer: {
      id: customerIdOf('P3'),
      nlsCustomerId: 'N200001',
      mdmId: 'MDM0000003',
      dob: '1992-11-05',
      ssn: '123-45-0103',
      storeId: PERSONA_STORES.columbusChs,
      address: { line1: '188 E Lane Ave', city: 'Columbus', state: 'OH', zip: '43201' },
      communicationPreference: 1,
    },
  },
  {
    key: 'P4',
    firstName: 'Devon',
    lastName: 'Park',
    email: 'dev.cosigner@example.com',
    phone: '3125550104',
    emailVerified: true,
    nonCustomerRefer: false,
    customer: {
      id: customerIdOf('P4'),
      tlxeCustomerId: 'T100004',
      mdmId: 'MDM0000004',
      dob: '1988-01-30',
      ssn: '123-45-0104',
      storeId: PERSONA_STORES.houstonInl,
      address: {
        line1: '2210 Fairview St',
        line2: 'Apt 4',
        city: 'Houston',
        state: 'TX',
        zip: '77019',
      },
      communicationPreference: 0,
    },
  },
  {
    key: 'P5',
    firstName: 'Erin',
    lastName: 'Walsh',
    email: 'erin.settle@example.com',
    phone: '3125550105',
    emailVerified: true,
    nonCustomerRefer: false,
    customer: {
      id: customerIdOf('P5'),
      tlxeCustomerId: 'T100005',
      mdmId: 'MDM0000005',
      dob: '1979-09-12',
      ssn: '123-45-0105',
      storeId: PERSONA_STORES.chicagoInl,
      address: chicago('1120 W Belmont Ave', '60657'),
      communicationPreference: 0,
    },
  },
  {
    key: 'P6',
    firstName: 'Frank',
    lastName: 'Mendez',
    email: 'frank.appraisal@example.com',
    phone: '3125550106',
    emailVerified: true,
    nonCustomerRefer: false,
    customer: {
      id: customerIdOf('P6'),
      tlxeCustomerId: 'T100006',
      mdmId: 'MDM0000006',
      dob: '1986-05-19',
      ssn: '123-45-0106',
      storeId: PERSONA_STORES.chicagoTmx,
      address: chicago('6032 S Pulaski Rd', '60629'),
      communicationPreference: 1,
    },
  },
  {
    key: 'P7',
    firstName: 'Gina',
    lastName: 'Brooks',
    email: 'gina.referral@example.com',
    phone: '3125550107',
    emailVerified: true,
    nonCustomerRefer: true,
  },
  {
    key: 'P8',
    firstName: 'Hank',
    lastName: 'Li',
    email: 'hank.new@example.com',
    phone: '3125550108',
    emailVerified: true,
    nonCustomerRefer: false,
  },
  {
    key: 'P9',
    firstName: 'Iris',
    lastName: 'Cole',
    email: 'iris.repo@example.com',
    phone: '3125550109',
    emailVerified: true,
    nonCustomerRefer: false,
    customer: {
      id: customerIdOf('P9'),
      tlxeCustomerId: 'T100009',
      mdmId: 'MDM0000009',
      dob: '1983-12-02',
      ssn: '123-45-0109',
      storeId: PERSONA_STORES.chicagoTmx,
      address: chicago('7714 S Kedzie Ave', '60652'),
      communicationPreference: 2,
    },
  },
  {
    key: 'P10',
    firstName: 'Jack',
    lastName: 'Turner',
    email: 'jack.unverified@example.com',
    phone: '3125550110',
    emailVerified: false,
    nonCustomerRefer: false,
  },
  {
    // decision 060: an appraisal offer on the spousal-consent title product at a Houston, TX (community-property) store
    key: 'P11',
    firstName: 'Lena',
    lastName: 'Ortiz',
    email: 'lena.spousal@example.com',
    phone: '3125550111',
    emailVerified: true,
    nonCustomerRefer: false,
    customer: {
      id: customerIdOf('P11'),
      tlxeCustomerId: 'T100011',
      mdmId: 'MDM0000011',
      dob: '1990-02-14',
      ssn: '123-45-0111',
      storeId: PERSONA_STORES.houstonTmx,
      address: { line1: '7410 Harrisburg Blvd', city: 'Houston', state: 'TX', zip: '77011' },
      communicationPreference: 0,
    },
  },
  {
    // decision 064: an appraisal offer, and no home address on file — the identity check a new loan needs is incomplete
    key: 'P12',
    firstName: 'Mia',
    lastName: 'Santos',
    email: 'mia.identity@example.com',
    phone: '3125550112',
    emailVerified: true,
    nonCustomerRefer: false,
    customer: {
      id: customerIdOf('P12'),
      tlxeCustomerId: 'T100012',
      mdmId: 'MDM0000012',
      dob: '1992-08-23',
      ssn: '123-45-0112',
      storeId: PERSONA_STORES.chicagoTmx,
      address: null,
      communicationPreference: 0,
    },
  },
];

/**
 * P8's match: a TLXe customer record with no profile (profileId null). Linking by phone
 * 312-555-0188, date of birth 04/12/1985 and SSN 123-45-6789 makes loan 20341-001 his.
 */
export const UNLINKED_HANK: CustomerSeed & {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
} = {
  id: UNLINKED_HANK_CUSTOMER_ID,
  tlxeCustomerId: 'T100008',
  mdmId: 'MDM0000008',
  firstName: 'Hank',
  lastName: 'Li',
  email: 'hank.new@example.com',
  phone: '3125550188',
  dob: '1985-04-12',
  ssn: '123-45-6789',
  storeId: PERSONA_STORES.chicagoInl,
  address: chicago('2650 N Clark St', '60614'),
  communicationPreference: 0,
};
