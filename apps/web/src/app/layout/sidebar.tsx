/**
 * The side menu (spec §2 Side menu). Its panel (sidebar-panel.tsx: the entries, their rules, the language switch, sign
 * out) is a chunk of its own, loaded when the menu is first opened: no page needs it for its first paint, and in the
 * shell every first visit carried it (decision 040). The service worker keeps it once installed.
 */
import { lazy, Suspense } from 'react';
import { loadChunk } from '../../shared/chunks/load-chunk';
import { BusyFallback } from './busy-spinner';
import { useSidebarStore } from './sidebar-store';

const SidebarPanel = lazy(() =>
  loadChunk(() => import('./sidebar-panel')).then((module) => ({ default: module.SidebarPanel })),
);

export function Sidebar() {
  const open = useSidebarStore((s) => s.open);
  const setOpen = useSidebarStore((s) => s.setOpen);
  if (!open) return null;
  return (
    <Suspense fallback={<BusyFallback />}>
      <SidebarPanel onClose={() => setOpen(false)} />
    </Suspense>
  );
}
