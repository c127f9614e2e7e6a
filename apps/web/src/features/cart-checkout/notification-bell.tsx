import {
  ActionIcon,
  Box,
  Button,
  Group,
  Indicator,
  Menu,
  Modal,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconBell, IconChecks, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
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
import { useAuthUser } from '../../lib/auth-store.ts';
import { useAppNavigate } from '../../lib/host.ts';
import { useLocalText } from './use-local-text.ts';
import { intlLocale } from '../../lib/locale-format.ts';

/** Spec 2 section 4: failures of mark, mark-all, delete and clear-all are only logged. */
const logFailure = (what: string) => (result: { success: boolean; message?: string }) => {
  if (!result.success) console.warn(`notifications: ${what} failed`, result.message);
};

function dayKey(iso: string) {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}

export function NotificationBell() {
  const { t, arabic } = useLocalText();
  const user = useAuthUser();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const { data, isPending } = useNotifications(user?._id ?? null);
  const [detail, setDetail] = useState<BuyerNotification | null>(null);
  const key = [...NOTIFICATIONS_KEY, user?._id ?? ''];
  // Order events carry their params, so they read in the reader's language; others as the server wrote them.
  const wordsOf = (item: BuyerNotification) =>
    isNotificationKind(item.kind) && item.params
      ? notificationText(item.kind, item.params, arabic ? 'ar' : 'en')
      : item;
  const locale = intlLocale(arabic ? 'ar' : 'en');
  const update = (change: (list: NotificationList) => NotificationList) => {
    const before = queryClient.getQueryData<NotificationList>(key);
    if (before) queryClient.setQueryData(key, change(before));
  };
  const unread = data?.unreadCount ?? 0;
  const list = data?.notifications ?? [];

  const dayLabel = (iso: string) => {
    const today = new Date();
    const date = new Date(iso);
    const yesterday = new Date(today);
    yesterday.setDate(today.getDate() - 1);
    if (dayKey(iso) === dayKey(today.toISOString())) return t('notifications.today');
    if (dayKey(iso) === dayKey(yesterday.toISOString())) return t('notifications.yesterday');
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
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
    if (title.includes('cart')) navigate('/cart');
    else if (title.includes('wish')) navigate('/wish-list');
    else setDetail(item);
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

  const bell = (
    <ActionIcon
      variant="subtle"
      color="dark"
      size={40}
      radius="xl"
      aria-label={unread > 0 ? t('notifications.titleUnread', { count: unread }) : t('notifications.title')}
      data-testid="bell"
    >
      <IconBell size={22} stroke={1.7} />
    </ActionIcon>
  );

  return (
    <>
      <Menu position="bottom-end" width={340} shadow="md" closeOnItemClick radius="md">
        {/* The menu's ARIA goes on the button itself, not on a wrapper where it is not allowed. */}
        {unread > 0 ? (
          <Indicator
            label={unread > 99 ? '99+' : String(unread)}
            size={16}
            offset={4}
            color="red"
            zIndex={2}
            data-testid="bell-count"
          >
            <Menu.Target>{bell}</Menu.Target>
          </Indicator>
        ) : (
          <Menu.Target>{bell}</Menu.Target>
        )}
        <Menu.Dropdown data-testid="bell-dropdown" maw="calc(100vw - 16px)">
          <Group justify="space-between" px="sm" py={6} wrap="nowrap">
            <Text fw={600} size="sm">
              {t('notifications.title')}
            </Text>
            {list.length ? (
              <Group gap={2} wrap="nowrap">
                <Button
                  size="compact-xs"
                  variant="subtle"
                  leftSection={<IconChecks size={14} />}
                  onClick={markAll}
                  disabled={unread === 0}
                  data-testid="mark-all-read"
                >
                  {t('notifications.markAll')}
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  onClick={clearAll}
                  data-testid="clear-all"
                >
                  {t('notifications.clearAll')}
                </Button>
              </Group>
            ) : null}
          </Group>
          <Menu.Divider />
          {!user ? (
            <Text size="sm" c="dimmed" px="sm" py="md" ta="center">
              {t('notifications.loginToSee')}
            </Text>
          ) : isPending ? (
            <Stack gap="xs" p="sm">
              <Skeleton h={14} />
              <Skeleton h={14} w="70%" />
            </Stack>
          ) : list.length === 0 ? (
            <Text size="sm" c="dimmed" px="sm" py="md" ta="center">
              {t('notifications.empty')}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={380} type="auto">
              {groups.map((group) => (
                <Box key={group.label}>
                  <Menu.Label>{group.label}</Menu.Label>
                  {group.items.map((item) => (
                    <Group
                      key={item._id}
                      gap={0}
                      wrap="nowrap"
                      align="center"
                      bg={item.read ? undefined : 'cedar.0'}
                      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                    >
                      <Menu.Item
                        onClick={() => open(item)}
                        data-testid="notification-item"
                        style={{ flex: 1, minWidth: 0 }}
                      >
                        <Group gap="xs" wrap="nowrap" align="flex-start">
                          <Box
                            w={8}
                            h={8}
                            mt={6}
                            style={{
                              borderRadius: 4,
                              flexShrink: 0,
                              background: item.read ? 'transparent' : 'var(--mantine-color-cedar-6)',
                            }}
                          />
                          <div style={{ minWidth: 0 }}>
                            <Text size="sm" fw={item.read ? 400 : 600} lineClamp={1}>
                              {wordsOf(item).title}
                            </Text>
                            <Text size="xs" c="dimmed" lineClamp={2}>
                              {wordsOf(item).message}
                            </Text>
                          </div>
                        </Group>
                      </Menu.Item>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        size="sm"
                        mx={4}
                        aria-label={t('notifications.delete')}
                        onClick={() => remove(item)}
                        data-testid="notification-delete"
                      >
                        <IconTrash size={14} />
                      </ActionIcon>
                    </Group>
                  ))}
                </Box>
              ))}
            </ScrollArea.Autosize>
          )}
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={detail !== null}
        onClose={() => setDetail(null)}
        title={detail ? wordsOf(detail).title : null}
        centered
        radius="lg"
      >
        <Stack gap="sm" data-testid="notification-detail">
          <Text size="sm">{detail ? wordsOf(detail).message : null}</Text>
          <Text size="xs" c="dimmed">
            {detail
              ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
                  new Date(detail.createdAt),
                )
              : null}
          </Text>
          {detail?.orderId ? (
            <Button
              variant="light"
              onClick={() => {
                setDetail(null);
                navigate('/order-history');
              }}
            >
              {t('notifications.viewOrders')}
            </Button>
          ) : null}
        </Stack>
      </Modal>
    </>
  );
}
