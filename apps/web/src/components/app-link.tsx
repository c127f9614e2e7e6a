import { forwardRef } from 'react';
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { withHostParam } from '../lib/host.ts';

/** A router link that keeps `?subdomain=` so local hosts survive in-app navigation. */
export const AppLink = forwardRef<HTMLAnchorElement, LinkProps>(function AppLink({ to, ...rest }, ref) {
  return <Link ref={ref} to={withHostParam(to)} {...rest} />;
});

export const AppNavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function AppNavLink({ to, ...rest }, ref) {
  return <NavLink ref={ref} to={withHostParam(to)} {...rest} />;
});
