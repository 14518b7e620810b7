/**
 * Screens declare their header here; the app layout (src/app/layout) renders it.
 * `titleKey` is an i18next key; `button` is the spec's header button type.
 */
import { useEffect } from 'react';
import { create } from 'zustand';

export type HeaderButton = 'none' | 'menu' | 'back' | 'cancel';

export interface HeaderState {
  titleKey: string;
  button: HeaderButton;
  /** where 'cancel' goes; defaults to the brand dashboard or Login */
  onCancel?: () => void;
}

export const useHeaderStore = create<HeaderState & { set: (next: HeaderState) => void }>((set) => ({
  titleKey: '',
  button: 'menu',
  set: (next) => set(next),
}));

export function useHeader(
  titleKey: string,
  button: HeaderButton = 'menu',
  onCancel?: () => void,
): void {
  const setHeader = useHeaderStore((s) => s.set);
  useEffect(() => {
    setHeader({ titleKey, button, onCancel });
  }, [titleKey, button, onCancel, setHeader]);
}
