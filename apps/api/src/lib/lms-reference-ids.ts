/**
 * The reference id of each loan system, as its adapter names it (GET /lmsReferenceId). The NLS and
 * TLXe adapters and the customer's lmsReferenceIds use these same values.
 */
export const LMS_REFERENCE_IDS = { NLS: 'nls', TLXe: 'tlxe' } as const;
export type LmsReferenceId = (typeof LMS_REFERENCE_IDS)[keyof typeof LMS_REFERENCE_IDS];
