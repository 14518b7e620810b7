/** Spec §8 document messages. */
export const NO_ACCOUNT_DOCUMENTS_MESSAGE = 'No account documents were found.';
export const ACCOUNT_DOCUMENTS_FAILED_MESSAGE =
  'Failed to get signed account documents. Please try again.';
