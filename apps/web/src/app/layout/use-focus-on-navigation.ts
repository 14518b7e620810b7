/**
 * After an in-app navigation, focus goes to the new screen's h1 (WCAG 2.4.3): otherwise it stays on
 * <body> or in the closed side menu and a screen reader says nothing of the new screen. The screen is
 * may show its loading state first, so main is watched for FOCUS_WAIT_MS. Focus is left alone on the
 * first page, and once the new screen has it (an autofocused field, or the user got there first).
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const FOCUS_WAIT_MS = 3000;

/**
 * Whether focus is nowhere the user chose in the new screen: the page, a removed element, main itself, or
 * outside main (the closed menu, the header) — but never an open dialog, which holds focus on purpose.
 */
export function focusIsAdrift(main: HTMLElement, active: Element | null): boolean {
  if (!active || active === document.body || !active.isConnected || active === main) return true;
  if (active.closest('dialog, [role="dialog"], [role="alertdialog"]')) return false;
  return !main.contains(active);
}

/** The id of the app's main landmark (app-layout.tsx). */
export const MAIN_ID = 'main';

/**
 * Moves focus to the content: main's h1, else main. For a side-menu choice, which must not hand focus back to
 * the menu button (WCAG 2.4.3); after the menu's own focus return (the next task).
 */
export function focusContent(mainId = MAIN_ID): void {
  setTimeout(() => {
    const main = document.getElementById(mainId);
    const target = main?.querySelector('h1') ?? main;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }, 0);
}

/** Focuses main's h1 if focus is adrift; whether an h1 was there. */
function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector('h1');
  if (!heading) return false;
  if (focusIsAdrift(main, document.activeElement)) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
  }
  return true;
}

export function useFocusOnNavigation(mainId: string): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    if (!main) return;
    focusHeading(main);
    // a screen that shows its loading state first gets its h1 (or a new one) a little later
    const observer = new MutationObserver(() => focusHeading(main));
    observer.observe(main, { childList: true, subtree: true });
    const stop = setTimeout(() => observer.disconnect(), FOCUS_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(stop);
    };
  }, [pathname, mainId]);
}
