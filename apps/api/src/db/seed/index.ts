export { seedDatabase, seedDemo, seedReference, type SeedOptions } from './seed';
export { demoPeopleIn, holdsDemoPeople, type DemoPeopleFound } from './demo-people';
export { DEMO_PASSWORD, PERSONAS, UNLINKED_HANK, type PersonaSeed } from './personas';
export {
  cardIdOf,
  customerIdOf,
  loanIdOf,
  P6_APPLICATION_ID,
  P11_APPLICATION_ID,
  P12_APPLICATION_ID,
  profileIdOf,
  PERSONA_KEYS,
  SEED_LOAN_KEYS,
  SEED_LOAN_NUMBERS,
  UNLINKED_HANK_CUSTOMER_ID,
  type PersonaKey,
  type SeedLoanKey,
} from './ids';
export { GINA_SHORT_CODE } from './extras';
export { PERSONA_STORES } from './stores';
