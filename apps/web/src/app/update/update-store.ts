/**
 * A new version of the app is waiting (a deploy since this page loaded): the service worker's
 * registration puts here how to switch to it; the update prompt shows while it is set.
 */
import { create } from 'zustand';

interface UpdateState {
  /** activates the waiting service worker and reloads the page on the new version */
  applyUpdate: (() => Promise<void>) | null;
  offerUpdate: (apply: () => Promise<void>) => void;
}

export const useUpdateStore = create<UpdateState>((set) => ({
  applyUpdate: null,
  offerUpdate: (apply) => set({ applyUpdate: apply }),
}));
