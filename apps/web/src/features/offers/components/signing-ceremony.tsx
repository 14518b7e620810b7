/**
 * The shared e-signature ceremony (shared/signing) speaking with the offers' texts: the settlement agreement's or
 * the new loan's agreement's. A final status refreshes the settlement and the offers.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLoanSigningResponse } from '@lender/contract';
import {
  SigningCeremony as SharedSigningCeremony,
  type FinalSigningStatus,
  type SigningTextKey,
} from '../../../shared/signing';
import { useRefreshAfterSigning } from '../api';

/** Whose texts the ceremony speaks with: the settlement agreement's or the new loan's agreement's. */
export type SigningTexts = 'settlement' | 'origination.sign';

export function SigningCeremony({
  envelope,
  loanId,
  onRestart,
  texts = 'settlement',
  onFinal,
}: {
  envelope: TLoanSigningResponse;
  loanId: string;
  onRestart: () => void;
  texts?: SigningTexts;
  onFinal?: (status: FinalSigningStatus) => void;
}) {
  const { t } = useTranslation('offers');
  const text = useCallback((key: SigningTextKey) => t(`${texts}.${key}`), [t, texts]);
  const refresh = useRefreshAfterSigning(loanId);
  return (
    <SharedSigningCeremony
      envelope={envelope}
      text={text}
      onRestart={onRestart}
      onFinal={onFinal}
      refresh={refresh}
    />
  );
}
