import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { renderWithRouter } from '../../test/render-with-router';
import { Sidebar } from './sidebar';
import { useSidebarStore } from './sidebar-store';
import { SidebarUnavailable } from './sidebar-unavailable';

/** The panel's chunk does not arrive: every import of it fails as a dropped download does. */
const panelImports = vi.hoisted(() => ({ count: 0 }));
vi.mock('./sidebar-panel', () => {
  panelImports.count += 1;
  throw new TypeError('Failed to fetch dynamically imported module: /assets/sidebar-panel-x.js');
});

beforeEach(() => {
  useSidebarStore.setState({ open: true });
});
afterEach(async () => {
  vi.restoreAllMocks();
  useSidebarStore.setState({ open: false });
  await i18next.changeLanguage('en');
});

describe("the side menu when its panel's chunk does not load", () => {
  it('says so in the menu with Reload and Close, keeps the page, and loads the panel afresh on the next open', async () => {
    // React reports the error its boundary caught
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithRouter(<Sidebar />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "The menu couldn't load. Check your connection, then open the menu again or reload the page.",
    );
    // the page under it is still there (the route's error screen would have taken it away)
    expect(screen.getByTestId('location')).toHaveTextContent('/');
    // focus moves to Reload once the view has mounted
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus());
    const imports = panelImports.count;
    expect(imports).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(useSidebarStore.getState().open).toBe(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    useSidebarStore.getState().setOpen(true);
    await screen.findByRole('alert');
    expect(panelImports.count).toBeGreaterThan(imports);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(useSidebarStore.getState().open).toBe(false);
  });

  it('reloads the page on Reload, in Spanish too', async () => {
    await i18next.changeLanguage('es');
    const reload = vi.fn();
    render(<SidebarUnavailable onClose={vi.fn()} reload={reload} />);
    expect(screen.getByRole('alert')).toHaveTextContent('El menú no se pudo cargar.');
    await userEvent.click(screen.getByRole('button', { name: 'Recargar' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
