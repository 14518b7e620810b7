import { useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { renderFirst } from './first-render';

const ROWS = 40;
const ROW_MS = 2;

/**
 * A tree of slow rows that log when they render, an effect that logs when React committed the tree, and a timer loop
 * that logs when the browser got a turn.
 */
function slowTree() {
  const log: string[] = [];
  function Committed() {
    useEffect(() => {
      log.push('committed');
    }, []);
    return null;
  }
  function Row({ index }: { index: number }) {
    const until = performance.now() + ROW_MS;
    while (performance.now() < until) {
      // a row that takes a while to render, like a screen's components on a slow phone
    }
    log.push(`row ${index}`);
    return <li>row {index}</li>;
  }
  const app = (
    <ul>
      {Array.from({ length: ROWS }, (_, index) => (
        <Row key={index} index={index} />
      ))}
      <Committed />
    </ul>
  );
  let ticking = true;
  const tick = () => {
    if (!ticking) return;
    log.push('turn');
    setTimeout(tick, 0);
  };
  return {
    app,
    log,
    startTicking: () => setTimeout(tick, 0),
    stopTicking: () => {
      ticking = false;
    },
  };
}

/** How many times other tasks ran between the first row's render and the last one's. */
function turnsWhileRendering(log: readonly string[]): number {
  const first = log.indexOf('row 0');
  const last = log.indexOf(`row ${ROWS - 1}`);
  return log.slice(first, last).filter((entry) => entry === 'turn').length;
}

async function untilRendered(container: HTMLElement) {
  await expect.poll(() => container.querySelectorAll('li').length, { timeout: 5000 }).toBe(ROWS);
}

const roots: Root[] = [];

/** Unmounting a hydration root before React committed the hydration throws ('received an early update'). */
async function untilCommitted(log: readonly string[]) {
  await expect.poll(() => log.includes('committed'), { timeout: 5000 }).toBe(true);
}

afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
  document.body.innerHTML = '';
});

describe('the first render', () => {
  it('draws a page afresh in slices, letting other tasks run in between', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const tree = slowTree();
    tree.startTicking();
    roots.push(renderFirst(container, tree.app, { hydrate: false }));
    await untilRendered(container);
    tree.stopTicking();
    await untilCommitted(tree.log);
    expect(turnsWhileRendering(tree.log)).toBeGreaterThan(0);
  });

  it('hydrates a prerendered page in slices and keeps its nodes', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const tree = slowTree();
    container.innerHTML = renderToString(tree.app);
    const prerenderedRow = container.querySelector('li');
    tree.log.length = 0;
    tree.startTicking();
    roots.push(renderFirst(container, tree.app, { hydrate: true }));
    await expect.poll(() => tree.log.includes(`row ${ROWS - 1}`), { timeout: 5000 }).toBe(true);
    tree.stopTicking();
    await untilCommitted(tree.log);
    expect(turnsWhileRendering(tree.log)).toBeGreaterThan(0);
    expect(container.querySelector('li')).toBe(prerenderedRow);
  });

  it('(the measure can tell) a render at the default priority is one task: nothing runs in between', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const tree = slowTree();
    tree.startTicking();
    const root = createRoot(container);
    roots.push(root);
    root.render(tree.app);
    await untilRendered(container);
    tree.stopTicking();
    await untilCommitted(tree.log);
    expect(turnsWhileRendering(tree.log)).toBe(0);
  });
});
