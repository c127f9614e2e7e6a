import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { decideAccess, type Host } from '@souk/shared/hosts';
import { FALLBACK_CONFIG, configQuery } from '../api/config/get-config.ts';
import { useAuthUser } from '../lib/auth-store.ts';
import { currentHost, goToHost, withHostParam } from '../lib/host.ts';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { useFramedPageWaiting } from './use-framed-page-waiting.ts';

function CrossHostRedirect({ host, path }: { host: Host; path: string }) {
  useEffect(() => goToHost(host, path, true), [host, path]);
  return <FullPageLoader />;
}

/**
 * Every navigation passes here: the host table and the role guard (shared pure rules) decide, and
 * a refused page is replaced, never kept in history.
 */
export function RootRoute() {
  const location = useLocation();
  const user = useAuthUser();
  const { data: config = FALLBACK_CONFIG } = useQuery(configQuery);
  const framedPageWaiting = useFramedPageWaiting();

  // Spec 1 section 2: every path change starts at the top of the page.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  // The frame the server drew is kept through hydration; the guard decides right after.
  if (framedPageWaiting) return <Outlet />;
  const decision = decideAccess(currentHost(), location.pathname, user, config.siteMode);
  if (decision.kind === 'redirect') {
    if (decision.host && decision.host !== currentHost())
      return <CrossHostRedirect host={decision.host} path={decision.path} />;
    // The refused path rides along so a login can return to it.
    return <Navigate to={withHostParam(decision.path)} replace state={{ from: location.pathname }} />;
  }
  return <Outlet />;
}
