import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../api/auth/logout.ts';
import { useAppNavigate } from '../lib/host.ts';
import { translateMessage } from '../lib/messages.ts';
import { toastSuccess } from '../lib/toast.ts';

/**
 * Spec 1 section 4: the server is told first, local data is cleared, then the user lands on a
 * login page with the history entry replaced so Back cannot reopen a signed-in page.
 */
export function useLogoutAction() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const { mutateAsync, isPending } = useLogout();
  const logout = useCallback(
    async (target = '/login') => {
      const result = await mutateAsync();
      toastSuccess(
        result.success ? (translateMessage(t, result.message) ?? t('messages.loggedOut')) : t('messages.loggedOut'),
      );
      navigate(target, { replace: true });
    },
    [mutateAsync, navigate, t],
  );
  return { logout, isPending };
}
