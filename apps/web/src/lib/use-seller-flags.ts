import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { accountTypesOf, isSeller } from '@souk/shared/roles';
import { useAuthUser } from './auth-store.ts';
import { useAppNavigate } from './host.ts';
import { toastError } from './toast.ts';

/** Spec 1 section 6: what the header offers depends on whether the user sells, and how. */
export function useSellerFlags() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const types = accountTypesOf(user);
  const navigate = useAppNavigate();
  const seller = isSeller(types);
  /**
   * "Become A Seller": a visitor signs up first and comes back to onboarding; a seller goes to its
   * area; a signed-in buyer to onboarding, carrying what it already knows.
   */
  const becomeSeller = useCallback(
    (replace = false) => {
      if (!user) navigate('/register', { replace, state: { from: '/onBoarding' } });
      else if (seller) navigate('/seller-dashboard', { replace });
      else if (!user.email) toastError(t('onboarding.loginFirst'));
      else
        navigate('/onBoarding', {
          replace,
          state: { email: user.email, userName: user.userName, phone: user.phone, accountType: user.accountType },
        });
    },
    [navigate, seller, t, user],
  );
  return { user, seller, selfManaged: types.includes('seller_self_managed'), becomeSeller };
}
