/**
 * Amounts sent to the server carry 2 decimals and thousands separators (spec §5): '1,234.56',
 * '50.00'. Parsed strictly to integer cents; anything else is a 400 naming the field.
 */
import { z } from 'zod';
import { parseCurrencyToCents } from '@lender/domain';

const SERVER_AMOUNT = /^(0|[1-9]\d{0,2}(,\d{3})*)\.\d{2}$/;

export const ZServerAmountSchema = z
  .string()
  .regex(SERVER_AMOUNT, 'must carry 2 decimals and thousands separators, e.g. 1,234.56')
  .transform((text) => parseCurrencyToCents(text) ?? Number.NaN)
  .pipe(z.number().int().nonnegative());
