import { Badge, Button, Group, Paper, Stack, Tabs, Text, UnstyledButton } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CS_NOTIFICATION_CATEGORIES, type CsNotificationCategory } from '@souk/shared/schemas/cs';
import {
  useCsNotifications,
  useCsUnread,
  useMarkAllCsRead,
  useMarkCsRead,
  type CsNotification,
} from '../../api/cs/desk.ts';
import { intlLocale, ltr } from '../../lib/locale-format.ts';
import { toastResult } from '../../lib/toast-result.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { PageHeader } from '../../components/staff/page-header.tsx';
import { issueTypeName } from '../../lib/issue-type.ts';

const TAB_OF: Record<CsNotificationCategory, 'buyers' | 'sellers' | 'management'> = {
  buyer_related: 'buyers',
  seller_related: 'sellers',
  management_related: 'management',
};

/** Section 4: a seller decision reads accepted, rejected, or neutral 'Seller Decision'. */
function decisionOf(notification: CsNotification): 'accepted' | 'rejected' | 'neutral' {
  const decision = notification.decision?.toLowerCase() ?? '';
  if (decision === 'accept' || decision.includes('approved')) return 'accepted';
  if (decision === 'reject' || decision.includes('rejected')) return 'rejected';
  return 'neutral';
}

function NotificationList({ category }: { category: CsNotificationCategory }) {
  const { t, i18n } = useTranslation();
  const notifications = useCsNotifications(category);
  const markRead = useMarkCsRead(category);
  const time = new Intl.DateTimeFormat(intlLocale(i18n.language), { timeStyle: 'short' });
  const day = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'full' });
  if (notifications.data?.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('cs.notifications.empty')}
      </Text>
    );
  // Grouped by day (section 4), newest first as the server sends them.
  const days = new Map<string, CsNotification[]>();
  for (const notification of notifications.data ?? []) {
    const key = day.format(new Date(notification.createdAt));
    days.set(key, [...(days.get(key) ?? []), notification]);
  }
  return (
    <Stack gap="md">
      {[...days].map(([label, rows]) => (
        <Stack key={label} gap={6}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            {label}
          </Text>
          {rows.map((notification) => {
            const decision = notification.notificationCategory === 'seller_decision' ? decisionOf(notification) : null;
            return (
              <UnstyledButton
                key={notification._id}
                onClick={() => !notification.read && markRead.mutate(notification._id)}
                data-testid="cs-notification"
              >
                <Paper
                  withBorder
                  radius="md"
                  p="sm"
                  bg={notification.read ? undefined : 'var(--mantine-color-cedar-0)'}
                >
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Group gap={6}>
                        <Text size="sm" fw={notification.read ? 500 : 700}>
                          {decision
                            ? t(`cs.notifications.decision.${decision}`)
                            : t(`cs.notifications.kinds.${notification.kind}`)}
                        </Text>
                        {notification.ticketNumber ? (
                          <Badge size="xs" variant="outline">
                            #{notification.ticketNumber}
                          </Badge>
                        ) : null}
                      </Group>
                      <Text size="xs" c="dimmed">
                        {[
                          issueTypeName(t, notification.issueType),
                          notification.customerInfo?.name,
                          notification.customerInfo?.phone ? ltr(notification.customerInfo.phone) : null,
                          notification.orderNumber,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                      {notification.items.length ? (
                        <Text size="xs">
                          {notification.items.map((item) => `${item.name} × ${item.quantity}`).join(', ')}
                        </Text>
                      ) : null}
                      {notification.notes ? (
                        <Text size="xs" c="dimmed" lineClamp={2} dir="auto">
                          {notification.notes}
                        </Text>
                      ) : null}
                    </Stack>
                    <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      {time.format(new Date(notification.createdAt))}
                    </Text>
                  </Group>
                </Paper>
              </UnstyledButton>
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}

/** The desk's notifications (spec 3 section 2.9): buyers, sellers and management, with unread counts. */
export function CsNotificationsPage() {
  useDocumentTitle('csNotifications');
  const { t } = useTranslation();
  const unread = useCsUnread();
  const markAll = useMarkAllCsRead();
  return (
    <Stack gap="lg">
      <PageHeader title={t('pageTitles.csNotifications')} intro={t('cs.notifications.intro')} />
      <Tabs defaultValue="buyer_related" keepMounted={false}>
        <Tabs.List mb="md">
          {CS_NOTIFICATION_CATEGORIES.map((category) => (
            <Tabs.Tab
              key={category}
              value={category}
              rightSection={
                unread.data?.[TAB_OF[category]] ? (
                  <Badge size="xs" circle>
                    {unread.data[TAB_OF[category]]}
                  </Badge>
                ) : null
              }
              data-testid={`cs-tab-${TAB_OF[category]}`}
            >
              {t(`cs.notifications.tabs.${TAB_OF[category]}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {CS_NOTIFICATION_CATEGORIES.map((category) => (
          <Tabs.Panel key={category} value={category}>
            <Stack gap="md">
              <Group justify="flex-end">
                <Button
                  size="compact-sm"
                  variant="subtle"
                  leftSection={<IconChecks size={14} />}
                  disabled={!unread.data?.[TAB_OF[category]]}
                  onClick={async () => toastResult(t, await markAll.mutateAsync(category))}
                  data-testid="cs-mark-all"
                >
                  {t('cs.notifications.markAll')}
                </Button>
              </Group>
              <NotificationList category={category} />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
