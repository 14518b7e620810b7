/**
 * The side menu (spec §2 Side menu). Its panel (sidebar-panel.tsx: the entries, their rules, the language switch, sign
 * out) is a chunk of its own, loaded when the menu is first opened: no page needs it for its first paint, and in the
 * shell every first visit carried it (decision 040). The service worker keeps it once installed. When the chunk does
 * not load (in CHUNK_LOAD_TIMEOUT_MS), the menu says so with a Reload and a Close, and the page stays as it is: a tap
 * on the menu never reloads the page by itself; the next open loads the panel afresh (decision 043).
 */
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@lender/domain';
import { isChunkLoadError, withChunkTimeout } from '../../shared/chunks/load-chunk';
import { BusyFallback } from './busy-spinner';
import { SidebarUnavailable } from './sidebar-unavailable';
import { useSidebarStore } from './sidebar-store';

/** The panel's chunk: loaded on the menu's first open, or before it when the page is idle (decision 066). */
export const loadSidebarPanel = () => import('./sidebar-panel');

const panelChunk = () =>
  lazy(() =>
    withChunkTimeout(loadSidebarPanel, CHUNK_LOAD_TIMEOUT_MS).then((module) => ({
      default: module.SidebarPanel,
    })),
  );
/** the panel's lazy component; a new one after a failure, as React keeps a lazy component's failed load */
let SidebarPanel = panelChunk();

interface PanelBoundaryProps {
  children: ReactNode;
  fallback: ReactNode;
}

/** The panel's failure, in the menu's place: not the route's error screen, which would take the page away. */
class PanelBoundary extends Component<PanelBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    SidebarPanel = panelChunk();
    if (!isChunkLoadError(error)) console.error('[menu] the panel failed', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function Sidebar() {
  const open = useSidebarStore((s) => s.open);
  const setOpen = useSidebarStore((s) => s.setOpen);
  if (!open) return null;
  const close = () => setOpen(false);
  return (
    <PanelBoundary fallback={<SidebarUnavailable onClose={close} />}>
      <Suspense fallback={<BusyFallback />}>
        <SidebarPanel onClose={close} />
      </Suspense>
    </PanelBoundary>
  );
}
