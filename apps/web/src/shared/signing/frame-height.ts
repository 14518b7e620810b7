/**
 * The signing frame as tall as the page inside it (same origin: the sandbox's page is read directly), kept so as
 * the page changes (an error summary, a narrower screen): the borrower scrolls the app's page once, with no scroll
 * box of the frame's own and every field below the document reachable. A page it cannot read keeps the CSS height.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export function useFrameHeight() {
  const ref = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const observer = useRef<ResizeObserver | null>(null);

  const measure = useCallback(() => {
    let root: HTMLElement | undefined;
    try {
      root = ref.current?.contentDocument?.documentElement;
    } catch {
      return; // another origin: not ours to read
    }
    const frame = ref.current;
    if (!root || !frame) return;
    // the frame's own border is inside its CSS height (border-box): add it, or the page is cut by 2 px and scrolls
    const border = frame.offsetHeight - frame.clientHeight;
    const next = Math.ceil(root.getBoundingClientRect().height);
    if (next > 0) setHeight(next + border);
  }, []);

  /** After each load of the frame: measure, and measure again whenever its page's size changes. */
  const fit = useCallback(() => {
    measure();
    observer.current?.disconnect();
    const view = ref.current?.contentWindow as (Window & typeof globalThis) | null | undefined;
    const body = ref.current?.contentDocument?.body;
    if (!view?.ResizeObserver || !body) return;
    observer.current = new view.ResizeObserver(measure);
    observer.current.observe(body);
  }, [measure]);

  useEffect(() => () => observer.current?.disconnect(), []);
  return { ref, height, fit };
}
