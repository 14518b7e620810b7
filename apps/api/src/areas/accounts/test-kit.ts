/** The accounts area's test kit: what other areas' tests may use (its front door for tests only). */
export { PERSONA_EMAILS, type Persona } from './accounts/accounts-test-kit';
export { createLoanLocksRepo } from './loan-locks/repo';
