/** The location disclaimer (spec §2): once accepted, it is not shown again on this device. */
export const LOCATION_DISCLAIMER_KEY = 'stores.locationDisclaimerAccepted';

export function hasAcceptedLocationDisclaimer(): boolean {
  try {
    return localStorage.getItem(LOCATION_DISCLAIMER_KEY) === 'true';
  } catch {
    return false;
  }
}

export function acceptLocationDisclaimer(): void {
  try {
    localStorage.setItem(LOCATION_DISCLAIMER_KEY, 'true');
  } catch {
    // storage unavailable (private mode): the dialog shows again next time
  }
}
