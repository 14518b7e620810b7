import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../test-utils';
import PwaInstallUnsupported from './PwaInstallUnsupported';

describe('PwaInstallUnsupported', () => {
  it('explains where the app can be installed and links home', async () => {
    await renderScreen(<PwaInstallUnsupported />, { path: '/PwaInstallUnsupported' });
    expect(
      screen.getByRole('heading', { level: 1, name: "This browser can't install the app" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/in Safari on an iPhone or iPad/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/);
  });
});
