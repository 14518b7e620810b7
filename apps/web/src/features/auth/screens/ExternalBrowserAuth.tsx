/**
 * ExternalBrowserAuth/:name (spec §2): the way back into the app from an external browser. The route
 * guard has already authenticated the profileId query (device key or signature); this screen sends
 * the user on to the route :name names, keeping the other query values as its params. A name that is
 * not a route leads where a signed-in user goes.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { findRoute, routePath } from '../../../shared/routing/route-path';
import { AUTH_QUERY_KEYS } from '../../../shared/session/query-auth';
import { useSessionStore } from '../../../shared/session/session-store';
import { AuthPage } from '../components/auth-page';
import { destinationAfterTrust } from '../post-sign-in';

export function externalTarget(
  name: string | undefined,
  query: URLSearchParams,
): string | undefined {
  if (!name || name === 'ExternalBrowserAuth') return undefined;
  const params: Record<string, string> = {};
  query.forEach((value, key) => {
    if (!(AUTH_QUERY_KEYS as readonly string[]).includes(key)) params[key] = value;
  });
  try {
    const path = routePath(name, params);
    return findRoute(name) || path !== '/' ? path : undefined;
  } catch {
    // the named route needs a path param the link did not carry
    return undefined;
  }
}

export default function ExternalBrowserAuth() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { name } = useParams();
  const [query] = useSearchParams();
  useEffect(() => {
    const to =
      externalTarget(name, query) ?? destinationAfterTrust(useSessionStore.getState().brands);
    void navigate(to, { replace: true });
  }, [name, query, navigate]);
  return (
    <AuthPage titleKey="external.title" headingKey="external.heading" button="none">
      <p role="status">{t('common.loading')}</p>
    </AuthPage>
  );
}
