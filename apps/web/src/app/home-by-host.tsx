import { HomePage } from '../features/storefront/home-page.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { currentHost } from '../lib/host.ts';

/** `/` is the seller landing page on the onboarding host and the storefront home elsewhere. */
export function HomeByHost() {
  return currentHost === 'onboarding' ? <LandingPage /> : <HomePage />;
}
