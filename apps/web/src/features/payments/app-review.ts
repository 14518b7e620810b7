/**
 * The borrower's successful payments on this device, counted for the app-review prompt (domain appReviewDue,
 * decision 058): per profile in localStorage, by confirmation number (a reload of ConfirmPayment counts once),
 * and whether she was asked. Storage refused: nothing is counted and she is never asked.
 */
const KEY = (profileId: string) => `appReview.${profileId}`;

interface AppReviewRecord {
  payments: string[];
  asked: boolean;
}

export function readAppReview(profileId: string): AppReviewRecord {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY(profileId)) ?? 'null') as unknown;
    const record = (parsed ?? {}) as Partial<AppReviewRecord>;
    return {
      payments: Array.isArray(record.payments)
        ? record.payments.filter((n): n is string => typeof n === 'string')
        : [],
      asked: record.asked === true,
    };
  } catch {
    return { payments: [], asked: true };
  }
}

function write(profileId: string, record: AppReviewRecord): void {
  try {
    localStorage.setItem(KEY(profileId), JSON.stringify(record));
  } catch {
    // storage refused: nothing is kept
  }
}

/** Counts a successful payment (its confirmation number once; only the first few are kept). */
export function countSuccessfulPayment(profileId: string, confirmationNumber: string): void {
  const record = readAppReview(profileId);
  if (record.payments.includes(confirmationNumber)) return;
  write(profileId, { ...record, payments: [...record.payments, confirmationNumber].slice(-10) });
}

export function markAppReviewAsked(profileId: string): void {
  write(profileId, { ...readAppReview(profileId), asked: true });
}
