import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { debugMenuEnabled } from '../../shared/config/debug-menu-flag';
import { useSessionStore } from '../../shared/session/session-store';
import { LiveStatus } from '../../shared/ui/live-status';
import { renderWithRouter } from '../../test/render-with-router';
import { createRouteTable } from '../routes/route-table';
import { Sidebar } from './sidebar';
import { useSidebarStore } from './sidebar-store';

function setFlag(content: string | undefined) {
  document.head.querySelector('meta[name="app-debug-menu"]')?.remove();
  if (content === undefined) return;
  const meta = document.createElement('meta');
  meta.name = 'app-debug-menu';
  meta.content = content;
  document.head.append(meta);
}

beforeAll(() => {
  createRouteTable('inl');
});
beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
  useSessionStore.getState().signOut();
  useSidebarStore.setState({ open: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setFlag(undefined);
});

describe('debugMenuEnabled', () => {
  it('is on only when the page says "true" (the server writes it outside production)', () => {
    setFlag(undefined);
    expect(debugMenuEnabled()).toBe(false);
    setFlag('false');
    expect(debugMenuEnabled()).toBe(false);
    setFlag('true');
    expect(debugMenuEnabled()).toBe(true);
  });
});

describe('the debug menu in the side menu', () => {
  it('is absent when the page does not enable it (production)', async () => {
    setFlag('false');
    renderWithRouter(<Sidebar />);
    await screen.findByRole('dialog', { name: 'Menu' });
    expect(screen.queryByText('Debug (test environment)')).not.toBeInTheDocument();
  });

  it('outside production shows test-message triggers that show a status and an error', async () => {
    setFlag('true');
    const user = userEvent.setup();
    renderWithRouter(
      <>
        <Sidebar />
        <LiveStatus />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(dialog).getByText('Debug (test environment)'));
    await user.click(screen.getByRole('button', { name: 'Show a test status message' }));
    expect(screen.getByTestId('live-status')).toHaveTextContent(
      'Test status message: everything is fine.',
    );
    await user.click(screen.getByRole('button', { name: 'Show a test error message' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Test error message');
    expect(
      screen.getByRole('link', { name: /Open the outbox of test emails and texts/ }),
    ).toHaveAttribute('href', '/dev/outbox');
  });
});
