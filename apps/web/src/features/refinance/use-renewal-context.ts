/**
 * The context of the refinance rules on the web (spec §4 Refinance eligibility): a guest payment from the session;
 * preventRefi from the loan's risk info (refinanceDenied), held once seen on this screen (acknowledging the dialog
 * clears the flag, not the denial); allowNoSsnRefi from the config settings. Whether the customer and the co-signer
 * have an SSN is not known to the web (it is never sent to it): taken as true here, and the server, which knows,
 * enforces the noSsn rule on POST /payment.
 */
import { useEffect, useState } from 'react';
import { useServerSettings } from '../../shared/config/config-settings';
import { useRiskInfo } from '../../shared/risk-info';
import { useSessionStore } from '../../shared/session/session-store';
import type { RenewalContext } from './renewal-choice';

export function useRenewalContext(loanId: string): RenewalContext {
  const guestPayment = useSessionStore((s) => s.guest);
  const settings = useServerSettings();
  const risk = useRiskInfo({ loanId, migrateProduct: true });
  const deniedNow = risk.data?.refinanceDenied === true;
  const [deniedSeen, setDeniedSeen] = useState(false);
  useEffect(() => {
    if (deniedNow) setDeniedSeen(true);
  }, [deniedNow]);
  return {
    guestPayment,
    preventRefi: deniedNow || deniedSeen,
    allowNoSsnRefi: settings.allowNoSsnRefi,
    customerHasSsn: true,
    cosignerHasSsn: true,
  };
}
