import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useInstallPromptStore } from '../install-prompt';
import { renderScreen } from '../test-utils';
import PwaInstallApple from './PwaInstallApple';

afterEach(() => {
  useInstallPromptStore.setState({ held: null, installed: false });
});

describe('PwaInstallApple', () => {
  it('lists the Safari steps in order with decorative icons', async () => {
    await renderScreen(<PwaInstallApple />, { path: '/PwaInstallApple' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Add the app to your home screen' }),
    ).toBeInTheDocument();
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      "Tap the Share button in Safari's toolbar.",
      'Scroll down and tap Add to Home Screen.',
      'Tap Add in the top corner. The app appears on your home screen.',
    ]);
    const icons = document.querySelectorAll('svg');
    expect(icons).toHaveLength(2);
    icons.forEach((icon) => expect(icon).toHaveAttribute('aria-hidden', 'true'));
  });

  it('says the app is installed when it already runs from the home screen', async () => {
    useInstallPromptStore.setState({ installed: true });
    await renderScreen(<PwaInstallApple />, { path: '/PwaInstallApple', lng: 'es' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'La aplicación está instalada' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
