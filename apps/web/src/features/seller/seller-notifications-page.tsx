import { Badge, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSellerNotifications } from '../../api/seller-notifications/get-seller-notifications.ts';
import { SellerNotificationList } from '../../components/seller-notifications/seller-notification-list.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Spec 2 section 2: /seller-notifications, the seller's notices with the unread badge. */
export function SellerNotificationsPage() {
  useDocumentTitle('sellerNotifications');
  const { t } = useTranslation();
  const { data, isPending } = useSellerNotifications();
  return (
    <Stack gap="lg" maw={760}>
      <Group gap="sm">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('pageTitles.sellerNotifications')}
        </Title>
        {data?.unreadCount ? (
          <Badge color="red" size="lg" data-testid="seller-notifications-badge">
            {data.unreadCount}
          </Badge>
        ) : null}
      </Group>
      <Paper withBorder radius="lg" p="md">
        {isPending ? (
          <Skeleton h={160} />
        ) : (
          <SellerNotificationList notifications={data?.notifications ?? []} unreadCount={data?.unreadCount ?? 0} />
        )}
      </Paper>
    </Stack>
  );
}
