/** Auto-pay's answer schema, imported only through autoPaySchema's loader (auto-pay.ts). */
export { ZAutoPaySchema } from '@lender/contract';
