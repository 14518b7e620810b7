import { LoanStatus } from '../enums/loan-status';

/** The stored origination state fields the resume rule reads (spec §3 Origination state). */
export interface OriginationResumeState {
  disbursementAmount?: number | null;
  disbursementType?: string | number | null;
  loanId?: string | number | null;
  loanStatusId?: number | null;
}

export type OriginationResumeTarget =
  'OriginationAmount' | 'OriginationChooseMethod' | 'OriginationDocuSign';

/** Empty: missing, blank, or 0 (PayMethod.None for the disbursement type; no loan for the id). */
const isEmpty = (value: string | number | null | undefined): boolean =>
  value === null ||
  value === undefined ||
  value === 0 ||
  (typeof value === 'string' && value.trim() === '');

/**
 * Spec §2 Origination resume rule: amount 0 (or none stored) → OriginationAmount; else an empty
 * disbursement type or loan id → OriginationChooseMethod; else an Open loan → OriginationDocuSign;
 * otherwise no target.
 */
export function originationResumeTarget(
  state: OriginationResumeState | null | undefined,
): OriginationResumeTarget | null {
  if (!state) return null;
  if (!state.disbursementAmount) return 'OriginationAmount';
  if (isEmpty(state.disbursementType) || isEmpty(state.loanId)) return 'OriginationChooseMethod';
  if (state.loanStatusId === LoanStatus.Open) return 'OriginationDocuSign';
  return null;
}
