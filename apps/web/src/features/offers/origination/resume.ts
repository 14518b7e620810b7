/**
 * Where an origination resumes (spec §2 Origination resume rule, §3 Origination state). On entering the flow the
 * cookie's state is merged with the server's origination (GET /originationInfo): the server wins whenever it has
 * a live origination (what resumes it on another device); a funded one shows the done state; a declined, expired
 * or failed one — the one this device started, or any when this device has nothing newer — starts over at the
 * amount with a notice. Then the domain's originationResumeTarget picks the screen.
 */
import type { TOriginationInfoResponse } from '@lender/contract';
import { originationResumeTarget, type OriginationResumeTarget } from '@lender/domain';
import { blankOrigination, type OriginationCookieState } from '../../../shared/offers';

export type OriginationOutcome =
  'none' | 'live' | 'funding' | 'funded' | 'declined' | 'expired' | 'failed';

export interface MergedOrigination {
  state: OriginationCookieState;
  outcome: OriginationOutcome;
  /** why a previous try ended without a loan (failed), from the server */
  error: string | null;
}

export function mergeOrigination(
  cookie: OriginationCookieState | null,
  info: TOriginationInfoResponse,
): MergedOrigination {
  const base = blankOrigination(info.applicationId, info.appraisalId);
  const mine =
    cookie && cookie.applicationId === info.applicationId
      ? { ...cookie, appraisalId: info.appraisalId }
      : base;
  const server = info.origination;
  if (!server) return { state: mine, outcome: 'none', error: null };
  const status = server.status;
  if (status === 'declined' || status === 'expired' || status === 'failed') {
    // a newer choice made on this device after that try ended stays
    const newer =
      mine.originationKey !== server.messageKey &&
      mine.originationKey === null &&
      mine.disbursementAmount > 0 &&
      cookie !== null;
    if (newer) return { state: mine, outcome: 'none', error: null };
    return {
      state: { ...base, collateral: info.collateral },
      outcome: status,
      error: server.Error,
    };
  }
  // the server wins; what this device learned of the same origination fills what the server has not said yet
  const same = mine.originationKey === server.messageKey ? mine : base;
  const state: OriginationCookieState = {
    ...mine,
    disbursementAmount: server.disbursementAmountCents,
    disbursementType: server.disbursementType,
    loanId: server.loanId ?? same.loanId,
    loanStatusId: server.loanStatusId ?? same.loanStatusId,
    dueDate: server.dueDate ?? same.dueDate,
    loanAmount: server.loanAmountCents ?? same.loanAmount,
    collateral: info.collateral,
    cardLastFour: server.cardNumber ?? same.cardLastFour,
    originationKey: server.messageKey,
    idempotencyKey: null,
  };
  return {
    state,
    outcome: status === 'funded' ? 'funded' : status === 'funding' ? 'funding' : 'live',
    error: null,
  };
}

/** The screen to resume at: the domain rule, with the signing screen for a loan being funded or funded (its done state). */
export function resumeScreen(merged: MergedOrigination): OriginationResumeTarget {
  if (merged.outcome === 'funded' || merged.outcome === 'funding') return 'OriginationDocuSign';
  // no target (a loan that is no longer Open): its signing screen says where it stands
  return (
    originationResumeTarget(merged.state) ??
    (merged.state.loanId ? 'OriginationDocuSign' : 'OriginationAmount')
  );
}

/**
 * Where a screen of the flow sends the borrower instead of showing itself: entering the flow (`entering`) or any
 * screen past the amount goes to the resume screen when it is another; the amount screen stays (to change the
 * amount) until a loan is made.
 */
export function redirectTarget(
  screen: OriginationResumeTarget,
  merged: MergedOrigination,
  entering: boolean,
): OriginationResumeTarget | null {
  const target = resumeScreen(merged);
  if (target === screen) return null;
  // a try that ended without a loan is told where it ended
  if (
    screen === 'OriginationDocuSign' &&
    (merged.outcome === 'declined' || merged.outcome === 'expired' || merged.outcome === 'failed')
  )
    return null;
  if (
    screen === 'OriginationAmount' &&
    !entering &&
    !merged.state.loanId &&
    !merged.state.originationKey &&
    merged.outcome !== 'funded'
  )
    return null;
  return target;
}
