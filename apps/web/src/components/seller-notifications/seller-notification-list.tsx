import { Badge, Box, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isSellerNotificationKind, sellerNotificationText } from '@souk/shared/seller-notification-texts';
import type { SellerNotification } from '../../api/seller-notifications/get-seller-notifications.ts';
import { useMarkAllSellerNotificationsRead } from '../../api/seller-notifications/mark-all-seller-notifications-read.ts';
import { useMarkSellerNotificationRead } from '../../api/seller-notifications/mark-seller-notification-read.ts';
import { useAppNavigate } from '../../lib/host.ts';
import { intlLocale } from '../../lib/locale-format.ts';
import { pageOfNotice } from './notice-page.ts';

/** A notice in the reader's language, from its kind and params; staff notices keep their own words. */
function wordsOf(notice: SellerNotification, language: 'en' | 'ar') {
  return isSellerNotificationKind(notice.kind)
    ? sellerNotificationText(notice.kind, notice.params, language)
    : { title: notice.title, message: notice.message };
}

/** Spec 2 section 4 and spec 3 section 2.9: the seller's notices grouped by day, read on click, mark all. */
export function SellerNotificationList({
  notifications,
  unreadCount,
  onOpen,
}: {
  notifications: SellerNotification[];
  unreadCount: number;
  onOpen?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'ar' ? 'ar' : 'en';
  const navigate = useAppNavigate();
  const markRead = useMarkSellerNotificationRead();
  const markAll = useMarkAllSellerNotificationsRead();
  const dayFormat = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'full' });
  const timeFormat = new Intl.DateTimeFormat(intlLocale(i18n.language), { timeStyle: 'short' });
  const days = new Map<string, SellerNotification[]>();
  for (const notice of notifications) {
    const day = dayFormat.format(new Date(notice.createdAt));
    days.set(day, [...(days.get(day) ?? []), notice]);
  }
  if (notifications.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="seller-notifications-empty">
        {t('sellerNotifications.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('sellerNotifications.unread', { count: unreadCount })}
        </Text>
        <Button
          variant="subtle"
          size="xs"
          disabled={unreadCount === 0}
          onClick={() => markAll.mutate()}
          data-testid="seller-mark-all"
        >
          {t('sellerNotifications.markAll')}
        </Button>
      </Group>
      {[...days].map(([day, notices]) => (
        <Stack key={day} gap={6}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            {day}
          </Text>
          {notices.map((notice) => {
            const words = wordsOf(notice, language);
            return (
              <UnstyledButton
                key={notice._id}
                p="sm"
                data-testid="seller-notification"
                data-read={notice.read}
                style={{
                  borderRadius: 8,
                  background: notice.read ? 'transparent' : 'var(--mantine-color-cedar-0)',
                  border: '1px solid var(--mantine-color-gray-2)',
                }}
                onClick={() => {
                  if (!notice.read) markRead.mutate(notice._id);
                  const page = pageOfNotice(notice);
                  if (page) {
                    onOpen?.();
                    navigate(page);
                  }
                }}
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Box>
                    <Text fw={notice.read ? 500 : 700} size="sm">
                      {words.title}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {words.message}
                    </Text>
                  </Box>
                  <Group gap={6} wrap="nowrap">
                    {!notice.read ? (
                      <Badge size="xs" circle color="red">
                        {' '}
                      </Badge>
                    ) : null}
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {timeFormat.format(new Date(notice.createdAt))}
                    </Text>
                  </Group>
                </Group>
              </UnstyledButton>
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}
