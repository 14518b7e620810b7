/**
 * The app's first render (decision 030): hydrating a prerendered page, or drawing a page afresh, as a transition.
 * React then renders it in slices of a few milliseconds and lets the browser run between them (a tap, a frame),
 * where a first render at the default priority is one task as long as the whole tree: ~280 ms on Lighthouse's
 * 4×-slowed phone for Login's hydration. The page the borrower sees meanwhile is the prerendered one (its form
 * disabled until hydrated, decision 022), or the empty root of a signed-in screen.
 */
import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

export interface FirstRenderOptions {
  /** hydrate the markup in `container` (a prerendered page) rather than draw the page afresh */
  hydrate: boolean;
  onRecoverableError?: (error: unknown) => void;
}

export function renderFirst(
  container: HTMLElement,
  app: ReactNode,
  { hydrate, onRecoverableError }: FirstRenderOptions,
): Root {
  if (!hydrate) {
    const root = createRoot(container);
    startTransition(() => root.render(app));
    return root;
  }
  // startTransition runs its callback at once: the root is set when it returns
  let root!: Root;
  startTransition(() => {
    root = hydrateRoot(container, app, { onRecoverableError });
  });
  return root;
}
