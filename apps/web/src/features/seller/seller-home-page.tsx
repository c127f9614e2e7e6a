import { ComingSoonPage } from '../system/coming-soon-page.tsx';

// Placeholder until this page lands (issue 13).
export function SellerHomePage() {
  return <ComingSoonPage />;
}
