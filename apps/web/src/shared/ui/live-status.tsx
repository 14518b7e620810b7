/**
 * The one polite live region of the app (decision 015): it is in the page from the first paint, empty, and a
 * flow's status changes (a payment being processed, declined, timed out, received) are written into it. A
 * live region that appears already holding its text, as a new screen's does, is skipped by some screen
 * readers; a region that exists before its text changes is read by all.
 */
import { useEffect } from 'react';
import { create } from 'zustand';

interface LiveStatusState {
  message: string;
  announce: (message: string) => void;
}

export const useLiveStatusStore = create<LiveStatusState>((set, get) => ({
  message: '',
  announce: (message) => {
    if (get().message !== message) {
      set({ message });
      return;
    }
    // the same words again (a second decline): empty the region first, so the change is heard
    set({ message: '' });
    setTimeout(() => set({ message }), 100);
  },
}));

/** Says `message` in the live region whenever it changes to a new non-empty text. */
export function useAnnounce(message: string | undefined | null): void {
  const announce = useLiveStatusStore((s) => s.announce);
  useEffect(() => {
    if (message) announce(message);
  }, [message, announce]);
}

/** The region itself, rendered once by the app shell. */
export function LiveStatus({ className = 'visually-hidden' }: { className?: string }) {
  const message = useLiveStatusStore((s) => s.message);
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className={className}
      data-testid="live-status"
    >
      {message}
    </div>
  );
}
