/**
 * What the app layout mounts once for the session: the http client's auth hooks (headers, refresh,
 * sign-out on failure), the router's navigate for sign-outs outside a screen, and the inactivity
 * timeout, whose near end it returns for the layout's warning.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { installAuthSession } from './auth-session';
import { setSignOutNavigator } from './sign-out-navigation';
import { useSessionTimeout, type SessionEnding } from './use-session-timeout';

installAuthSession();

export function useSessionWiring(): SessionEnding | null {
  const navigate = useNavigate();
  useEffect(() => {
    setSignOutNavigator((to) => void navigate(to));
    return () => setSignOutNavigator(undefined);
  }, [navigate]);
  return useSessionTimeout();
}
