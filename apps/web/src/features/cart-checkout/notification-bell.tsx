import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications, type BuyerNotification } from '../../api/notifications/get-notifications.ts';
import { HeaderPopup, useHeaderDropdown } from '../../app/layouts/header-dropdown.tsx';
import header from '../../app/layouts/storefront-header.module.css';
import { useAuthUser } from '../../lib/auth-store.ts';

const loadPanel = () => import('./notifications-panel.tsx');
// The list and the detail come with their own chunk, loaded when the pointer or the focus reaches the bell.
const NotificationsPanel = lazy(() => loadPanel().then((module) => ({ default: module.NotificationsPanel })));
const NotificationDetail = lazy(() => loadPanel().then((module) => ({ default: module.NotificationDetail })));
const preload = () => void loadPanel();

/** The header's bell: the unread count on it, the buyer's notifications under it (notifications-panel.tsx). */
export function NotificationBell() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const { data } = useNotifications(user?._id ?? null);
  const dropdown = useHeaderDropdown();
  const [detail, setDetail] = useState<BuyerNotification | null>(null);
  const panelId = useId();
  const unread = data?.unreadCount ?? 0;
  return (
    <div ref={dropdown.root} className={header.dropdown}>
      <button
        {...dropdown.trigger(panelId, preload)}
        className={header.iconButton}
        aria-label={unread > 0 ? t('notifications.titleUnread', { count: unread }) : t('notifications.title')}
        data-testid="bell"
      >
        <IconBell size={22} stroke={1.7} />
        {unread > 0 ? (
          <span className={header.count} data-tone="red" data-testid="bell-count">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {dropdown.opened ? (
        <Suspense fallback={null}>
          <HeaderPopup align="end" id={panelId} className={header.bellPopup} data-testid="bell-dropdown">
            <NotificationsPanel
              onDone={dropdown.close}
              onDetail={(item) => {
                dropdown.close();
                setDetail(item);
              }}
            />
          </HeaderPopup>
        </Suspense>
      ) : null}
      {detail ? (
        <Suspense fallback={null}>
          <NotificationDetail item={detail} onClose={() => setDetail(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
