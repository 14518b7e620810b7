/** A refinance disclosure's envelope reference: the domain's (packages/domain refinance/cosignature), read by both parties' checks. */
export {
  disclosureReference,
  parseDisclosureReference,
  type DisclosureReference,
} from '@lender/domain';
