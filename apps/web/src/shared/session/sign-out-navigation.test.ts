import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerRoutes } from '../routing/route-path';
import { navigateToTrustedDevice, setSignOutNavigator } from './sign-out-navigation';

beforeEach(() => {
  registerRoutes([
    { name: 'Login', baseName: 'Login', path: '/', group: 'unauthenticated', meta: {} },
    {
      name: 'TrustedDeviceWarning',
      baseName: 'TrustedDeviceWarning',
      path: '/TrustedDevice',
      group: 'authenticated',
      meta: { flow: 'trustedDevice' },
    },
  ]);
});

afterEach(() => {
  registerRoutes([]);
  setSignOutNavigator(undefined);
  window.history.replaceState(null, '', '/');
});

describe('navigateToTrustedDevice', () => {
  it('goes to TrustedDeviceWarning from anywhere else, and stays put inside the TrustedDevice group', () => {
    const navigate = vi.fn();
    setSignOutNavigator(navigate);
    window.history.replaceState(null, '', '/inl/Accounts');
    navigateToTrustedDevice();
    expect(navigate).toHaveBeenCalledWith('/TrustedDevice');
    window.history.replaceState(null, '', '/TrustedDevice/Code');
    navigateToTrustedDevice();
    expect(navigate).toHaveBeenCalledTimes(1);
    window.history.replaceState(null, '', '/TrustedDevices');
    navigateToTrustedDevice();
    expect(navigate).toHaveBeenCalledTimes(2);
  });
});
