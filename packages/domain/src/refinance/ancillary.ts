/**
 * Ancillary products offered with a renewal (spec §3 Payment state ancillaryProducts, §7 GET /ancillaryProducts;
 * decision 026: the lender's catalogue, by product type and store state). A product `required` for the loan must
 * be chosen to renew online; one the store must set up in person is "missing" and leads to ProductSwitchAppointment.
 * Names and texts are translated by the reader's side from the product id; prices are cents per month.
 */
export interface AncillaryProductDefinition {
  productId: string;
  priceCents: number;
  /** the loan product types it is offered with */
  productTypes: readonly ('instalment' | 'title' | 'lineOfCredit' | 'shortTerm')[];
  /** store states where it must be chosen to renew */
  requiredInStates: readonly string[];
  /** store states where only the store can set it up (it is missing online) */
  inStoreOnlyStates: readonly string[];
}

export const ANCILLARY_PRODUCTS: readonly AncillaryProductDefinition[] = [
  {
    productId: 'paymentProtection',
    priceCents: 1_299,
    productTypes: ['instalment', 'shortTerm', 'lineOfCredit'],
    requiredInStates: [],
    inStoreOnlyStates: [],
  },
  {
    productId: 'roadsideAssistance',
    priceCents: 999,
    productTypes: ['title'],
    requiredInStates: [],
    inStoreOnlyStates: [],
  },
  {
    productId: 'identityProtection',
    priceCents: 799,
    productTypes: ['instalment', 'title', 'shortTerm', 'lineOfCredit'],
    requiredInStates: [],
    inStoreOnlyStates: ['CA'],
  },
  {
    productId: 'gapCoverage',
    priceCents: 1_499,
    productTypes: ['title'],
    requiredInStates: ['NM'],
    inStoreOnlyStates: [],
  },
];

export interface AncillaryOffer {
  productId: string;
  priceCents: number;
  required: boolean;
}

/** The products offered online for a loan of `productType` whose store is in `storeState`, and those only a store can set up. */
export function ancillaryOffer(
  productType: AncillaryProductDefinition['productTypes'][number],
  storeState: string,
): { products: AncillaryOffer[]; missingProducts: string[] } {
  const state = storeState.toUpperCase();
  const forType = ANCILLARY_PRODUCTS.filter((product) =>
    product.productTypes.includes(productType),
  );
  return {
    products: forType
      .filter((product) => !product.inStoreOnlyStates.includes(state))
      .map((product) => ({
        productId: product.productId,
        priceCents: product.priceCents,
        required: product.requiredInStates.includes(state),
      })),
    missingProducts: forType
      .filter((product) => product.inStoreOnlyStates.includes(state))
      .map((product) => product.productId),
  };
}

export type AncillaryChoiceRefusal =
  { code: 'requiredNotChosen'; productId: string } | { code: 'notOffered'; productId: string };

/** Why a choice of ancillary products cannot go with the renewal, or null. */
export function ancillaryChoiceRefusal(
  offered: readonly AncillaryOffer[],
  chosenIds: readonly string[],
): AncillaryChoiceRefusal | null {
  const unknown = chosenIds.find((id) => !offered.some((product) => product.productId === id));
  if (unknown !== undefined) return { code: 'notOffered', productId: unknown };
  const missing = offered.find(
    (product) => product.required && !chosenIds.includes(product.productId),
  );
  return missing ? { code: 'requiredNotChosen', productId: missing.productId } : null;
}

/** Store states where a renewal needs the borrower's recorded consent first (POST /refiallowedstatus). */
export const REFINANCE_CONSENT_STATES: readonly string[] = ['TX'];

export function refinanceConsentRequired(storeState: string): boolean {
  return REFINANCE_CONSENT_STATES.includes(storeState.toUpperCase());
}
