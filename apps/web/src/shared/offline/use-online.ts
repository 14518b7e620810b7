/**
 * Whether the device is online: the browser's navigator.onLine (already false when a page loads offline, which
 * react-query's onlineManager does not read: it assumes online until an 'offline' event), react-query's
 * onlineManager (its events, and what tests set), and whether the service answered the app's last call
 * (reachability.ts: a dead connection the browser still calls online).
 */
import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { serviceReachable, subscribeReachability } from './reachability';

function subscribe(onChange: () => void): () => void {
  const stopManager = onlineManager.subscribe(onChange);
  const stopReachability = subscribeReachability(onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    stopManager();
    stopReachability();
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => onlineManager.isOnline() && navigator.onLine !== false && serviceReachable();

/** The server snapshot is online: a prerendered page never draws the offline state. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
