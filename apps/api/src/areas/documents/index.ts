/** Documents: statements, receipts, letterheads and the borrower's uploads. The area's front door: other areas and the app import only this file. */
export { dateIn, heading, paragraph, row, rows } from './documents/blocks';
export { federalBoxBlocks, formatAprIn } from './documents/federal-box';
export {
  createReceiptPdfs,
  documentsModule,
  type DocumentLoan,
  type ReceiptFile,
  type ReceiptPdfs,
} from './documents';
export { agreementHead, letterheadOf, type Lenders } from './documents/letterhead';
export { uploadsModule } from './uploads';
