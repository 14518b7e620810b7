/** What an offer is called, in the reader's language (its kind, and the loan or vehicle it is about). */
import type { TFunction } from 'i18next';
import type { TOffer } from '@lender/contract';
import { OfferId } from '@lender/domain';

export function offerTitle(t: TFunction<'offers'>, offer: TOffer): string {
  if (offer.offerId === OfferId.Settlement)
    return t('kind.settlement', { lmsId: offer.targetLmsId ?? '' });
  if (offer.offerId === OfferId.Appraisal) {
    const c = offer.collateral;
    return c
      ? t('kind.appraisal', { vehicle: `${c.year} ${c.make} ${c.model}` })
      : t('kind.appraisalNoVehicle');
  }
  return t('kind.widget');
}
