/**
 * When the draw's status poll stops waiting (spec §9: disbursementPolling, disbursementMaxPollingAttempts 10, post
 * draw timeout 45 s — all server-overridable; decision 058): with polling off it does not poll at all (the cash is
 * on its way, the loan's page tells when it lands); otherwise at the last attempt or once the post-draw timeout has
 * passed since the draw started, whichever comes first.
 */
export interface DrawPollSettings {
  disbursementPolling: boolean;
  disbursementMaxPollingAttempts: number;
  /** seconds */
  postDrawTimeout: number;
}

export function drawPollStops(
  settings: DrawPollSettings,
  progress: { attempts: number; elapsedMs: number },
): boolean {
  if (!settings.disbursementPolling) return true;
  return (
    progress.attempts >= settings.disbursementMaxPollingAttempts ||
    progress.elapsedMs >= settings.postDrawTimeout * 1000
  );
}
