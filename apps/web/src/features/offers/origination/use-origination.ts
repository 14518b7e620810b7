/**
 * The origination flow's state: the cookie's (rewritten on each change through `update`) merged with the server's
 * origination from GET /originationInfo (resume.ts), the chosen disburse card (in memory only: its ids never go in
 * the cookie), the offer's application (the `applicationId` of the URL, else the cookie's, else the first open
 * appraisal offer's) and the links between the flow's screens, which carry the application.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { create } from 'zustand';
import type { TCardId } from '@lender/contract';
import type { OriginationResumeTarget } from '@lender/domain';
import {
  clearOriginationCookie,
  isOpenAppraisal,
  readOriginationCookie,
  useOffers,
  writeOriginationCookie,
  type OriginationCookieState,
} from '../../../shared/offers';
import { registerStoreReset } from '../../../shared/session/store-reset';
import { useSessionStore } from '../../../shared/session/session-store';
import { useOffersRoute, type OffersLink } from '../components/use-offers-route';
import { useOriginationInfo } from './api';
import { mergeOrigination, redirectTarget } from './resume';

export interface DisburseCardChoice {
  cardIds: TCardId[];
  lastFour: string;
}

interface OriginationStore {
  customerId: string | null;
  state: OriginationCookieState | null;
  card: DisburseCardChoice | null;
  /** the application whose loan was made on this device: its state is not written again */
  done: string | null;
  load: (customerId: string) => void;
  save: (customerId: string, state: OriginationCookieState) => void;
  setCard: (card: DisburseCardChoice | null) => void;
  finish: (customerId: string, applicationId: string) => void;
}

export const useOriginationStore = create<OriginationStore>((set, get) => ({
  customerId: null,
  state: null,
  card: null,
  done: null,
  load: (customerId) => {
    if (get().customerId !== customerId)
      set({ customerId, state: readOriginationCookie(customerId), card: null, done: null });
  },
  save: (customerId, state) => {
    writeOriginationCookie(customerId, state);
    set({ customerId, state });
  },
  setCard: (card) => set({ card }),
  finish: (customerId, applicationId) => {
    clearOriginationCookie(customerId);
    set({ customerId, state: null, card: null, done: applicationId });
  },
}));

registerStoreReset(() =>
  useOriginationStore.setState({ customerId: null, state: null, card: null, done: null }),
);

export type OriginationLink = OffersLink;

const sameState = (a: OriginationCookieState | null, b: OriginationCookieState | null) =>
  JSON.stringify(a) === JSON.stringify(b);

export function useOrigination() {
  const customerId = useSessionStore((s) => s.customerId) ?? '';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { brand, pathOf: offersPathOf } = useOffersRoute();
  const store = useOriginationStore();
  const { load, save } = store;
  const cookie = store.customerId === customerId ? store.state : readOriginationCookie(customerId);
  useEffect(() => load(customerId), [load, customerId]);

  const fromUrl = params.get('applicationId') ?? '';
  const offers = useOffers(fromUrl === '' && !cookie);
  const applicationId =
    fromUrl ||
    cookie?.applicationId ||
    offers.data?.offers.find(isOpenAppraisal)?.applicationId ||
    '';
  const info = useOriginationInfo(applicationId);
  const merged = useMemo(
    () => (info.data ? mergeOrigination(cookie, info.data) : null),
    [cookie, info.data],
  );

  useEffect(() => {
    if (merged && customerId && store.done !== applicationId && !sameState(merged.state, cookie))
      save(customerId, merged.state);
  }, [merged, cookie, customerId, save, store.done, applicationId]);

  const state = merged?.state ?? null;
  const update = useCallback(
    (patch: Partial<OriginationCookieState>) => {
      const current = useOriginationStore.getState().state ?? state;
      if (current) save(customerId, { ...current, ...patch });
    },
    [customerId, save, state],
  );
  const finish = useCallback(
    () => useOriginationStore.getState().finish(customerId, applicationId),
    [customerId, applicationId],
  );

  const pathOf = useCallback(
    (name: OriginationLink, extra: Record<string, string> = {}) =>
      name.startsWith('Origination')
        ? offersPathOf(name, { applicationId, ...extra })
        : offersPathOf(name, extra),
    [offersPathOf, applicationId],
  );
  const go = useCallback(
    (name: OriginationLink, replace = false) => void navigate(pathOf(name), { replace }),
    [navigate, pathOf],
  );

  /** the query is waiting for the offers to know the application */
  const finding = applicationId === '' && offers.isPending && fromUrl === '' && !cookie;
  const noOffer = applicationId === '' && !finding;
  return {
    brand,
    customerId,
    applicationId,
    info,
    merged,
    state,
    update,
    finish,
    pathOf,
    go,
    finding,
    noOffer,
    entering: params.get('resume') === '1',
    card: store.card,
    setCard: store.setCard,
  };
}

/** Sends the borrower to the step the state has reached when this screen is not it (resume.ts redirectTarget). */
export function useResumeRedirect(
  screen: OriginationResumeTarget | null,
  flow: ReturnType<typeof useOrigination>,
): boolean {
  const { merged, entering, go } = flow;
  const target = merged && screen ? redirectTarget(screen, merged, entering) : null;
  useEffect(() => {
    if (target) go(target, true);
  }, [target, go]);
  return target !== null;
}
