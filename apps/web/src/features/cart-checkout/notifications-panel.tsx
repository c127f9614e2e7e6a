import { useQueryClient } from '@tanstack/react-query';
import { IconChecks, IconTrash, IconX } from '@tabler/icons-react';
import { useLayoutEffect, useRef } from 'react';
import { isNotificationKind, notificationText } from '@souk/shared/notification-texts';
import {
  NOTIFICATIONS_KEY,
  useNotifications,
  type BuyerNotification,
  type NotificationList,
} from '../../api/notifications/get-notifications.ts';
import { clearNotifications } from '../../api/notifications/clear-notifications.ts';
import { deleteNotification } from '../../api/notifications/delete-notification.ts';
import { markAllNotificationsRead } from '../../api/notifications/mark-all-read.ts';
import { markNotificationRead } from '../../api/notifications/mark-read.ts';
import menu from '../../app/layouts/header-menu.module.css';
import ui from '../../components/storefront.module.css';
import { useAuthUser } from '../../lib/auth-store.ts';
import { useAppNavigate } from '../../lib/host.ts';
import { intlLocale } from '../../lib/locale-format.ts';
import classes from './notifications-panel.module.css';
import { useLocalText } from './use-local-text.ts';

/** Spec 2 section 4: failures of mark, mark-all, delete and clear-all are only logged. */
const logFailure = (what: string) => (result: { success: boolean; message?: string }) => {
  if (!result.success) console.warn(`notifications: ${what} failed`, result.message);
};

function dayKey(iso: string) {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}

/** Order events carry their params, so they read in the reader's language; others as the server wrote them. */
function useWords() {
  const { arabic } = useLocalText();
  return (item: BuyerNotification) =>
    isNotificationKind(item.kind) && item.params
      ? notificationText(item.kind, item.params, arabic ? 'ar' : 'en')
      : item;
}

/**
 * The bell's list (notification-bell.tsx opens it, loading this chunk on first use): by day, unread
 * first marked; mark one or all read, delete one or all. A cart or wish-list notice opens that page,
 * any other its detail.
 */
export function NotificationsPanel({
  onDone,
  onDetail,
}: {
  onDone: () => void;
  onDetail: (item: BuyerNotification) => void;
}) {
  const { t, arabic } = useLocalText();
  const user = useAuthUser();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const { data, isPending } = useNotifications(user?._id ?? null);
  const wordsOf = useWords();
  const key = [...NOTIFICATIONS_KEY, user?._id ?? ''];
  const locale = intlLocale(arabic ? 'ar' : 'en');
  const update = (change: (list: NotificationList) => NotificationList) => {
    const before = queryClient.getQueryData<NotificationList>(key);
    if (before) queryClient.setQueryData(key, change(before));
  };
  const unread = data?.unreadCount ?? 0;
  const list = data?.notifications ?? [];

  const dayLabel = (iso: string) => {
    const today = new Date();
    const yesterday = new Date(today);
    yesterday.setDate(today.getDate() - 1);
    if (dayKey(iso) === dayKey(today.toISOString())) return t('notifications.today');
    if (dayKey(iso) === dayKey(yesterday.toISOString())) return t('notifications.yesterday');
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
  };
  const groups: { label: string; items: BuyerNotification[] }[] = [];
  for (const item of list) {
    const label = dayLabel(item.createdAt);
    const last = groups[groups.length - 1];
    if (last && last.label === label) last.items.push(item);
    else groups.push({ label, items: [item] });
  }

  const open = (item: BuyerNotification) => {
    if (!item.read) {
      update((current) => ({
        notifications: current.notifications.map((entry) =>
          entry._id === item._id ? { ...entry, read: true } : entry,
        ),
        unreadCount: Math.max(0, current.unreadCount - 1),
      }));
      void markNotificationRead(item._id).then(logFailure('mark read'));
    }
    const title = item.title.toLowerCase();
    if (title.includes('cart') || title.includes('wish')) {
      onDone();
      navigate(title.includes('cart') ? '/cart' : '/wish-list');
    } else onDetail(item);
  };
  const markAll = () => {
    update((current) => ({
      notifications: current.notifications.map((entry) => ({ ...entry, read: true })),
      unreadCount: 0,
    }));
    void markAllNotificationsRead().then(logFailure('mark all read'));
  };
  const remove = (item: BuyerNotification) => {
    update((current) => ({
      notifications: current.notifications.filter((entry) => entry._id !== item._id),
      unreadCount: item.read ? current.unreadCount : Math.max(0, current.unreadCount - 1),
    }));
    void deleteNotification(item._id).then(logFailure('delete'));
  };
  const clearAll = () => {
    update(() => ({ notifications: [], unreadCount: 0 }));
    void clearNotifications().then(logFailure('clear all'));
  };

  return (
    <>
      <div className={classes.head}>
        <p className={classes.title}>{t('notifications.title')}</p>
        {list.length ? (
          <div className={classes.tools}>
            <button
              type="button"
              className={classes.tool}
              onClick={markAll}
              disabled={unread === 0}
              data-testid="mark-all-read"
            >
              <IconChecks size={14} />
              {t('notifications.markAll')}
            </button>
            <button type="button" className={classes.tool} data-tone="red" onClick={clearAll} data-testid="clear-all">
              <IconTrash size={14} />
              {t('notifications.clearAll')}
            </button>
          </div>
        ) : null}
      </div>
      <hr className={menu.divider} />
      {!user ? (
        <p className={classes.note}>{t('notifications.loginToSee')}</p>
      ) : isPending ? (
        <div className={classes.waiting}>
          <span className={`${ui.skeleton} ${classes.skeleton}`} />
          <span className={`${ui.skeleton} ${classes.skeleton}`} style={{ width: '70%' }} />
        </div>
      ) : list.length === 0 ? (
        <p className={classes.note}>{t('notifications.empty')}</p>
      ) : (
        <div className={classes.list}>
          {groups.map((group) => (
            <div key={group.label}>
              <p className={menu.label}>{group.label}</p>
              {group.items.map((item) => (
                <div key={item._id} className={classes.row} data-unread={!item.read || undefined}>
                  <button
                    type="button"
                    className={`${menu.item} ${classes.open}`}
                    onClick={() => open(item)}
                    data-testid="notification-item"
                  >
                    <span className={classes.dot} />
                    <span className={classes.words}>
                      <span className={classes.itemTitle}>{wordsOf(item).title}</span>
                      <span className={classes.message}>{wordsOf(item).message}</span>
                    </span>
                  </button>
                  <button
                    type="button"
                    className={classes.delete}
                    aria-label={t('notifications.delete')}
                    onClick={() => remove(item)}
                    data-testid="notification-delete"
                  >
                    <IconTrash size={14} />
                  </button>
                </div>
              ))}
            </div>
          ))}
        </div>
      )}
    </>
  );
}

/** One notification in full, in a modal <dialog>: Escape, the close button or the backdrop close it. */
export function NotificationDetail({ item, onClose }: { item: BuyerNotification; onClose: () => void }) {
  const { t, arabic } = useLocalText();
  const navigate = useAppNavigate();
  const words = useWords()(item);
  const dialog = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    if (!element.open) element.showModal();
    return () => element.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={classes.dialog}
      aria-labelledby={`${item._id}-title`}
      // Closed by Escape: unless it opened again at once (React's development double mount).
      onClose={() => {
        if (!dialog.current?.open) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={classes.dialogHead}>
        <h2 className={classes.dialogTitle} id={`${item._id}-title`}>
          {words.title}
        </h2>
        <button type="button" className={classes.close} aria-label={t('common.close')} onClick={onClose}>
          <IconX size={18} />
        </button>
      </div>
      <div className={classes.dialogBody} data-testid="notification-detail">
        <p className={classes.dialogMessage}>{words.message}</p>
        <p className={classes.date}>
          {new Intl.DateTimeFormat(intlLocale(arabic ? 'ar' : 'en'), {
            dateStyle: 'medium',
            timeStyle: 'short',
          }).format(new Date(item.createdAt))}
        </p>
        {item.orderId ? (
          // The order's own page (issue 41) when the notice names its number; the history otherwise.
          <button
            type="button"
            className={classes.viewOrders}
            onClick={() => {
              onClose();
              navigate(
                item.params?.orderNumber
                  ? `/order-history/${encodeURIComponent(item.params.orderNumber)}`
                  : '/order-history',
              );
            }}
            data-testid="view-order"
          >
            {t(item.params?.orderNumber ? 'notifications.viewOrder' : 'notifications.viewOrders')}
          </button>
        ) : null}
      </div>
    </dialog>
  );
}
