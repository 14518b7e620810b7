/**
 * A brand's code, in a module of its own: a loan, the accounts calls and a customer's status read it, and the web
 * builds those schemas on the Dashboard without the config calls' ~70 others (decision 071).
 */
import { z } from 'zod';
import { BRAND_CODES } from '@lender/domain';

export const ZBrandCodeSchema = z.enum(BRAND_CODES);
