/**
 * Whether the device is online: the browser's navigator.onLine (already false when a page loads offline, which
 * react-query's onlineManager does not read: it assumes online until an 'offline' event) and react-query's
 * onlineManager (its events, and what tests set).
 */
import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

function subscribe(onChange: () => void): () => void {
  const stopManager = onlineManager.subscribe(onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    stopManager();
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => onlineManager.isOnline() && navigator.onLine !== false;

/** The server snapshot is online: a prerendered page never draws the offline state. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
