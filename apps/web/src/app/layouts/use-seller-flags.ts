import { accountTypesOf, isSeller } from '@souk/shared/roles';
import { useAuthUser } from '../../lib/auth-store.ts';
import { useAppNavigate } from '../../lib/host.ts';

/** Spec 1 section 6: what the header offers depends on whether the user sells, and how. */
export function useSellerFlags() {
  const user = useAuthUser();
  const types = accountTypesOf(user);
  const navigate = useAppNavigate();
  const seller = isSeller(types);
  return {
    user,
    seller,
    selfManaged: types.includes('seller_self_managed'),
    /** A guest signs up first; a signed-in buyer goes to onboarding carrying what it already knows. */
    becomeSeller: () => {
      if (!user) navigate('/register');
      else
        navigate('/onBoarding', {
          state: { email: user.email, userName: user.userName, phone: user.phone, accountType: user.accountType },
        });
    },
  };
}
