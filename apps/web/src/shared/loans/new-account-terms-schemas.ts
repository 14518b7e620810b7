/** The schema of GET /newaccountterms, loaded only through new-account-terms.tsx's lazy loader. */
export { ZNewAccountTermsResponseSchema } from '@lender/contract';
