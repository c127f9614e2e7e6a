import { ActionIcon, Drawer, Indicator, ScrollArea, Skeleton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSellerNotifications } from '../../api/seller-notifications/get-seller-notifications.ts';
import { SellerNotificationList } from './seller-notification-list.tsx';

/** The seller area's bell: the unread count, and a drawer of notices (spec 3 section 2.9). */
export function SellerBell() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const { data, isPending } = useSellerNotifications();
  const unread = data?.unreadCount ?? 0;
  return (
    <>
      <Indicator
        label={unread}
        size={18}
        disabled={unread === 0}
        color="red"
        offset={4}
        data-testid="seller-bell-badge"
      >
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={open}
          aria-label={t('sellerNotifications.bell', { count: unread })}
          data-testid="seller-bell"
        >
          <IconBell size={20} />
        </ActionIcon>
      </Indicator>
      <Drawer
        opened={opened}
        onClose={close}
        title={t('pageTitles.sellerNotifications')}
        position="right"
        size="md"
        scrollAreaComponent={ScrollArea.Autosize}
      >
        {isPending ? (
          <Skeleton h={120} />
        ) : (
          <SellerNotificationList notifications={data?.notifications ?? []} unreadCount={unread} onOpen={close} />
        )}
      </Drawer>
    </>
  );
}
