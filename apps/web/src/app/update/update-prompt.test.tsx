import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { UpdatePrompt } from './update-prompt';
import { useUpdateStore } from './update-store';

afterEach(async () => {
  useUpdateStore.setState({ applyUpdate: null });
  await i18n.changeLanguage('en');
});

describe('UpdatePrompt', () => {
  it('says nothing until a new version waits, then offers to reload, once', async () => {
    const apply = vi.fn(async () => undefined);
    render(<UpdatePrompt />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    act(() => useUpdateStore.getState().offerUpdate(apply));
    expect(region).toHaveTextContent('A new version of the app is available.');
    const reload = screen.getByRole('button', { name: 'Reload' });
    await userEvent.click(reload);
    expect(reload).toBeDisabled();
    await userEvent.click(reload);
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    render(<UpdatePrompt />);
    act(() => useUpdateStore.getState().offerUpdate(async () => undefined));
    expect(screen.getByRole('status')).toHaveTextContent('Hay una nueva versión de la aplicación.');
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeInTheDocument();
  });
});
