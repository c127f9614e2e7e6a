import { accountTypesOf, isSeller } from '@souk/shared/roles';
import { useAuthUser } from '../../lib/auth-store.ts';
import { DashboardLayout } from './dashboard-layout.tsx';

/** /seller-notifications serves sellers and sales managers; each keeps their own side menu. */
export function NotificationsArea() {
  const seller = isSeller(accountTypesOf(useAuthUser()));
  return <DashboardLayout area={seller ? 'seller' : 'sales'} />;
}
