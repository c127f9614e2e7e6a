import { currentHost } from '../../lib/host.ts';
import { LandingLayout } from './landing-layout.tsx';
import { StaffPublicLayout } from './staff-public-layout.tsx';
import { StorefrontLayout } from './storefront-layout.tsx';

/** The same public pages (login, not-authorized...) wear the frame of the host they are on. */
export function PublicLayout() {
  if (currentHost === 'onboarding') return <LandingLayout />;
  if (currentHost === 'main') return <StorefrontLayout />;
  return <StaffPublicLayout />;
}
