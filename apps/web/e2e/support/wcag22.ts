/**
 * WCAG 2.2's new AA criteria that axe cannot judge (issue 52, decision 061), as checks a journey runs on a page:
 * the focused control's box not hidden by the sticky header or anything fixed (2.4.11), no control that only a drag
 * works (2.5.7), and the fields of a sign-in or a code filled the way a password manager and a paste fill them (3.3.8).
 */
import { expect, type Page } from '@playwright/test';

/** What hides the focused element, if anything: null when its whole box is in view and on top. */
async function focusObscured(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused === document.documentElement) return null;
    const box = focused.getBoundingClientRect();
    const name = `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40)}"`;
    if (box.width === 0 || box.height === 0) return null;
    if (box.bottom <= 0 || box.top >= window.innerHeight) return `${name} is out of view`;
    // the centre and the middle of each edge, 3 px in (a rounded corner's point is outside the control)
    const inset = 3;
    const middleX = box.left + box.width / 2;
    const middleY = box.top + box.height / 2;
    const points: [number, number][] = [
      [middleX, middleY],
      [middleX, box.top + inset],
      [middleX, box.bottom - inset],
      [box.left + inset, middleY],
      [box.right - inset, middleY],
    ];
    const pinned = (element: Element | null): Element | null => {
      for (let at = element; at; at = at.parentElement) {
        const position = getComputedStyle(at).position;
        if (position === 'fixed' || position === 'sticky') return at;
      }
      return null;
    };
    for (const [x, y] of points) {
      if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth)
        return `${name} runs out of view`;
      const top = document.elementFromPoint(x, y);
      if (!top || top === focused || focused.contains(top) || top.contains(focused)) continue;
      const cover = pinned(top);
      if (cover && !cover.contains(focused))
        return `${name} is under ${cover.tagName.toLowerCase()}.${cover.className} at (${Math.round(x)}, ${Math.round(y)})`;
    }
    return null;
  });
}

/**
 * Tab through the page `steps` times forward, then as many back (the browser scrolls each control into view: the
 * sticky header must not sit over it), checking the focused control each time.
 */
export async function expectFocusNeverHidden(page: Page, steps: number): Promise<void> {
  await page.locator('h1').first().focus();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let step = 0; step < steps; step += 1) {
      await page.keyboard.press(key);
      expect(await focusObscured(page), `after ${step + 1} × ${key}`).toBeNull();
    }
  }
}

/** No control on the page works only by dragging: nothing draggable, no slider without a typed alternative. */
export async function expectNoDragOnlyControls(page: Page): Promise<void> {
  const dragOnly = await page.evaluate(() =>
    [...document.querySelectorAll('[draggable="true"], input[type="range"], [role="slider"]')].map(
      (element) => element.outerHTML.slice(0, 80),
    ),
  );
  expect(dragOnly).toEqual([]);
}

/** A field takes a paste: the paste event is not cancelled by the page. */
export async function expectPasteAllowed(page: Page, selector: string): Promise<void> {
  const allowed = await page.locator(selector).evaluate((field) => {
    const data = new DataTransfer();
    data.setData('text/plain', '123456');
    return field.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  expect(allowed, `${selector} refuses a paste`).toBe(true);
}
