/**
 * OriginationChooseMethod after "Get my loan": GET /loanOriginate?key= polled until the loan is made (its id, due
 * date, amount and vehicle go in the origination state and the borrower goes on to sign) or the origination failed
 * (what to do, and a start over); a poll that runs out says so with a retry that polls the same key.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLoanOriginateStatusResponse, TOriginationInfoResponse } from '@lender/contract';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';
import { useOriginatePoll } from '../origination/api';
import type { useOrigination } from '../origination/use-origination';

type Flow = ReturnType<typeof useOrigination>;

/** The loan is made (its id known), or the origination ended with an error. */
const isMade = (status: TLoanOriginateStatusResponse) =>
  status.Error !== null || status.loanId !== null || status.origination.status === 'failed';

export function Making({ flow, info }: { flow: Flow; info: TOriginationInfoResponse }) {
  const { t } = useTranslation('offers');
  const key = flow.state?.originationKey ?? null;
  const { poll, retry } = useOriginatePoll(key, isMade);
  const { update } = flow;
  const done = poll.phase === 'done' ? poll.status : null;
  const failed = done !== null && done.loanId === null;

  useEffect(() => {
    if (!done || done.loanId === null) return;
    update({
      loanId: done.loanId,
      loanStatusId: done.origination.loanStatusId,
      dueDate: done.dueDate,
      loanAmount: done.loanAmountCents,
      collateral: done.collateral ?? info.collateral,
      cardLastFour: done.origination.cardNumber,
    });
  }, [done, update, info.collateral]);

  if (failed) {
    return (
      <section
        className={`${content.notice} ${content.noticeWarning}`}
        aria-labelledby="origination-failed"
      >
        <h2 id="origination-failed">
          {t('origination.method.failed', {
            reason: done.Error ?? done.origination.Error ?? '',
            store: info.storeName,
            phone: info.storePhoneNumber,
          })}
        </h2>
        <button
          type="button"
          className={controls.button}
          onClick={() => update({ originationKey: null, idempotencyKey: null })}
        >
          {t('origination.sign.startOver')}
        </button>
      </section>
    );
  }
  if (poll.phase === 'timedOut')
    return <ErrorAlert message={t('origination.method.timeout')} onRetry={retry} />;
  return <Loading text={t('origination.method.making')} />;
}
