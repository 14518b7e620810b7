/** Between tests: clear storage, every store and the query cache; restore mocks. */
import { afterEach, beforeEach, vi } from 'vitest';
import { queryClient } from '../../../shared/query/query-client';
import { installAuthSession } from '../../../shared/session/auth-session';
import { useSessionStore } from '../../../shared/session/session-store';

export function resetBetweenTests(): void {
  beforeEach(() => {
    installAuthSession();
    sessionStorage.clear();
    localStorage.clear();
    useSessionStore.getState().signOut();
    queryClient.clear();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
