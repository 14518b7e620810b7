/**
 * GET /ancillaryProducts (spec §3 Payment state ancillaryProducts, §7; decision 026): the products offered with a
 * renewal of the caller's loan, from domain ancillaryOffer by its product type and store state, with their names,
 * descriptions and required text in the reader's language; the text the borrower confirms (AncillaryProductsConfirm);
 * the products only a store can set up (missingProducts) and whether to offer the store appointment for them.
 */
import type { TAncillaryProducts, TLanguage } from '@lender/contract';
import { ancillaryOffer } from '@lender/domain';
import type { LoanSystemRegistry } from '../../../integrations/loan-systems';
import { MESSAGES, text, translate, type MessageId } from '../../../i18n';
import { ValidationError } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/authenticate';
import { accessibleLoan } from '../../accounts';

export interface AncillaryProductsDeps {
  loans: Pick<LoanSystemRegistry, 'findLoan'>;
}

/** A product's name or description in the language (every product of the domain catalogue has both in the table). */
export function productText(
  productId: string,
  part: 'name' | 'description',
  language: TLanguage,
): string {
  const id = `ancillary.${productId}.${part}`;
  if (!(id in MESSAGES)) throw new Error(`no ${part} for the ancillary product ${productId}`);
  return translate(language, text(id as MessageId));
}

export function createAncillaryProductsService({ loans }: AncillaryProductsDeps) {
  return {
    async products(
      auth: AuthContext,
      query: { loanId: string; amount: number; productId: number; storeId: number },
      language: TLanguage,
    ): Promise<TAncillaryProducts> {
      const { loan } = await accessibleLoan(loans, auth, query.loanId);
      if (query.productId !== loan.productId)
        throw new ValidationError(text('refinance.productMismatch'), 'query.productId');
      if (query.storeId !== loan.storeId)
        throw new ValidationError(text('refinance.storeMismatch'), 'query.storeId');
      const state = loan.storeState.toUpperCase();
      const offer = ancillaryOffer(loan.productType, state);
      const missingProducts = offer.missingProducts.map((productId) =>
        productText(productId, 'name', language),
      );
      return {
        products: offer.products.map((product) => ({
          productId: product.productId,
          name: productText(product.productId, 'name', language),
          description: productText(product.productId, 'description', language),
          priceCents: product.priceCents,
          required: product.required,
          requiredText: product.required
            ? translate(language, text('ancillary.requiredText', { state }))
            : null,
        })),
        confirmText: translate(language, text('ancillary.confirmText')),
        missingProducts,
        showAppointmentLink: missingProducts.length > 0,
      };
    },
  };
}

export type AncillaryProductsService = ReturnType<typeof createAncillaryProductsService>;
