/**
 * The context of the refinance rules on the web (spec §4 Refinance eligibility): a guest payment from the session;
 * preventRefi from the loan's risk info (refinanceDenied), held once seen on this screen (acknowledging the dialog
 * clears the flag, not the denial); allowNoSsnRefi from the config settings. Whether the customer and the co-signer
 * have an SSN is not known to the web (it is never sent to it): taken as true here, and the server, which knows,
 * enforces the noSsn rule on POST /payment. Shared: the loan's page offers "Renew my loan" by the same rules
 * (`flow`: the risk info query of the screen asking — the loan's page, or the refinance's with migrateProduct).
 */
import { useEffect, useState } from 'react';
import type { RefinanceContext } from '@lender/domain';
import { useServerSettings } from '../config/config-settings';
import { useRiskInfo, type RiskFlow } from '../risk-info';
import { useSessionStore } from '../session/session-store';

/** The context of the refinance rules the web knows (the amount aside). */
export type RenewalContext = Omit<RefinanceContext, 'amountCents' | 'amountType'>;

export function useRenewalContext(flow: RiskFlow): RenewalContext {
  const guestPayment = useSessionStore((s) => s.guest);
  const settings = useServerSettings();
  const risk = useRiskInfo(flow);
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
