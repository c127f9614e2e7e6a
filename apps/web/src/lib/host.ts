import { useCallback } from 'react';
import { useNavigate, type NavigateOptions, type Path, type To } from 'react-router';
import { hostUrl, isLocalHostname, resolveHost, type Host } from '@souk/shared/hosts';
import { isServer, pageLocation } from './render-env.ts';

interface HostFacts {
  host: Host;
  isLocal: boolean;
  /** Locally the host lives in `?subdomain=`; every in-app URL carries it so reloads stay put. */
  keepParam: boolean;
}

function hostFacts(): HostFacts {
  const { hostname, search } = pageLocation();
  const isLocal = isLocalHostname(hostname);
  return {
    host: resolveHost(hostname, search),
    isLocal,
    keepParam: isLocal && new URLSearchParams(search).has('subdomain'),
  };
}

/**
 * The host is fixed for the life of the page: moving to another host is always a full navigation.
 * Reading it once also means a link that forgot the query parameter cannot change the host. (The
 * server reads it per rendered request.)
 */
let browserFacts: HostFacts | undefined;
const facts = (): HostFacts => (isServer ? hostFacts() : (browserFacts ??= hostFacts()));

export const currentHost = (): Host => facts().host;
export const isLocal = (): boolean => facts().isLocal;

function addParam(search: string | undefined): string {
  const params = new URLSearchParams(search ?? '');
  if (!params.has('subdomain')) params.set('subdomain', currentHost());
  return `?${params.toString()}`;
}

export function withHostParam(to: To): To {
  if (!facts().keepParam) return to;
  if (typeof to === 'string') {
    const hashAt = to.indexOf('#');
    const hash = hashAt >= 0 ? to.slice(hashAt) : '';
    const withoutHash = hashAt >= 0 ? to.slice(0, hashAt) : to;
    const queryAt = withoutHash.indexOf('?');
    const pathname = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
    const search = queryAt >= 0 ? withoutHash.slice(queryAt) : '';
    return `${pathname}${addParam(search)}${hash}`;
  }
  const partial: Partial<Path> = { ...to, search: addParam(to.search) };
  return partial;
}

export function useAppNavigate() {
  const navigate = useNavigate();
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      void navigate(withHostParam(to), options);
    },
    [navigate],
  );
}

/** A full navigation to a page of another host (another subdomain, or another `?subdomain=`). */
export function goToHost(host: Host, path: string, replace = false) {
  const url = hostUrl(host, path, window.location);
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}
