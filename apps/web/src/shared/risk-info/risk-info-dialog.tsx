/**
 * The rate change, credit limit change and refinance-denied dialogs (spec §2 "the rate change and credit limit
 * change dialogs", §4 Settlement and flags): `RiskNotices` asks GET /riskInfo for a flow and shows the dialog the
 * domain's riskDialog names, one at a time; OK acknowledges it (POST /riskInfo/acknowledge), so it never shows
 * again for this person, and the next one (if any) follows. Nothing shows while the info loads or when it cannot
 * be read: a notice never stops the flow under it (decision 013).
 */
import { useTranslation } from 'react-i18next';
import { formatCents, riskContext, riskDialog, type RiskFlag } from '@lender/domain';
import type { TRiskInfoResponse } from '@lender/contract';
import { ModalDialog } from '../ui/modal-dialog';
import controls from '../ui/controls.module.css';
import { useAcknowledgeRisk, useRiskInfo, type RiskFlow } from './api';
import { RISK_INFO_SHARED_NS } from './i18n';

export interface RiskInfoDialogProps {
  flag: RiskFlag;
  info: Pick<TRiskInfoResponse, 'creditLimitCents' | 'previousCreditLimitCents'>;
  onAcknowledge: () => void;
  saving?: boolean;
  failed?: boolean;
}

/** One dialog, by its flag; OK (or Escape) acknowledges it. */
export function RiskInfoDialog({
  flag,
  info,
  onAcknowledge,
  saving = false,
  failed = false,
}: RiskInfoDialogProps) {
  const { t } = useTranslation(RISK_INFO_SHARED_NS);
  const limit = info.creditLimitCents === null ? null : formatCents(info.creditLimitCents);
  const previous =
    info.previousCreditLimitCents === null ? null : formatCents(info.previousCreditLimitCents);
  const body =
    flag !== 'creditLimitChanged' || limit === null
      ? t(`${flag}.body`)
      : previous === null
        ? t('creditLimitChanged.bodyNow', { limit })
        : t('creditLimitChanged.bodyFrom', { limit, previous });
  return (
    <ModalDialog
      title={t(`${flag}.title`)}
      onEscape={() => {
        if (!saving) onAcknowledge();
      }}
      actions={
        <button type="button" className={controls.button} onClick={onAcknowledge} disabled={saving}>
          {saving ? t('saving') : t('ok')}
        </button>
      }
    >
      <p>{body}</p>
      <p>{t(`${flag}.more`)}</p>
      {failed && <p role="alert">{t('ackError')}</p>}
    </ModalDialog>
  );
}

/** The dialogs of a flow on a loan (the loan's page, before a draw, before a refinance). */
export function RiskNotices(flow: RiskFlow) {
  const info = useRiskInfo(flow);
  const acknowledge = useAcknowledgeRisk(flow);
  const flag = info.data ? riskDialog(info.data, riskContext(flow)) : null;
  if (!info.data || !flag) return null;
  return (
    <RiskInfoDialog
      key={flag}
      flag={flag}
      info={info.data}
      saving={acknowledge.isPending}
      failed={acknowledge.isError}
      onAcknowledge={() => acknowledge.mutate(flag)}
    />
  );
}
