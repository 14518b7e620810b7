/**
 * Risk info (spec §4 Settlement and flags, §7 GET /riskInfo): the loan system says a loan's rate or credit
 * limit changed, or that its refinance is denied. Each is shown to a person once: a flag is on while the
 * change is newer than that person's acknowledgement of it. Which dialog shows depends on the flow asking
 * (an add-on — a draw — a refinance with a product switch, or the loan's own page). Codes, never sentences;
 * the server answers with them, the web shows the dialog they name.
 */

/** The flags of risk info, in the order their dialogs show on the loan's page. */
export const RISK_FLAGS = ['refinanceDenied', 'rateChanged', 'creditLimitChanged'] as const;
export type RiskFlag = (typeof RISK_FLAGS)[number];

/** When the loan system last raised each flag (null: never). */
export type RiskChanges = Readonly<Record<RiskFlag, Date | null>>;
/** When this person last acknowledged each flag on this loan. */
export type RiskAcknowledgements = Readonly<Partial<Record<RiskFlag, Date>>>;
export type RiskFlags = Readonly<Record<RiskFlag, boolean>>;

/** 'addOn': before a draw (isAddon); 'refinance': a refinance that switches product (migrateProduct); 'loan': the loan's page. */
export type RiskContext = 'addOn' | 'refinance' | 'loan';

export function riskContext(query: {
  isAddon?: boolean | undefined;
  migrateProduct?: boolean | undefined;
}): RiskContext {
  if (query.isAddon) return 'addOn';
  if (query.migrateProduct) return 'refinance';
  return 'loan';
}

/** Once: a flag is on while its change is newer than the acknowledgement (an acknowledged change never shows again; a later one does). */
export function riskFlags(changes: RiskChanges, acknowledged: RiskAcknowledgements): RiskFlags {
  const on = (flag: RiskFlag) => {
    const changed = changes[flag];
    const seen = acknowledged[flag];
    return changed !== null && (seen === undefined || seen.getTime() < changed.getTime());
  };
  return {
    refinanceDenied: on('refinanceDenied'),
    rateChanged: on('rateChanged'),
    creditLimitChanged: on('creditLimitChanged'),
  };
}

/**
 * The dialogs a flow shows, in order (decision 013): before a draw the credit limit change, then the rate change
 * (a draw borrows at the new rate); a refused refinance is no reason to stop a draw, so the add-on never shows it.
 * A refinance shows all three, the refusal first. The loan's page shows the refusal and the rate change; a credit
 * limit change waits for the next draw, where it matters (and is not spent on a visit that borrows nothing).
 */
export const RISK_DIALOGS: Readonly<Record<RiskContext, readonly RiskFlag[]>> = {
  addOn: ['creditLimitChanged', 'rateChanged'],
  refinance: RISK_FLAGS,
  loan: ['refinanceDenied', 'rateChanged'],
};

/** The one dialog to show now (the next is shown after this one is acknowledged), or null. */
export function riskDialog(flags: RiskFlags, context: RiskContext): RiskFlag | null {
  return RISK_DIALOGS[context].find((flag) => flags[flag]) ?? null;
}
