import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconBuildingStore,
  IconChecklist,
  IconHistory,
  IconInbox,
  IconLayoutList,
  IconSettings,
  IconTicket,
  IconTruckDelivery,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAdminSellers } from '../../api/admin/sellers.ts';
import { useDuePayouts, usePendingProfileChanges, usePendingPromotions } from '../../api/admin/requests.ts';
import { useReviewQueue } from '../../api/product-review/get-review-queue.ts';
import { AppLink } from '../../components/app-link.tsx';
import { PageHeader } from '../../components/staff/page-header.tsx';
import { useAuthUser } from '../../lib/auth-store.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

interface Section {
  to: string;
  key: string;
  icon: Icon;
  /** How many things wait there, when it is a queue. */
  waiting?: number | undefined;
}

/** Issue 14: the admin's start, each area with what waits in it. */
export function AdminOverviewPage() {
  useDocumentTitle('dashboard');
  const { t } = useTranslation();
  const user = useAuthUser();
  const pendingSellers = useAdminSellers({ status: 'pending', page: 1 }).data?.pagination.total;
  const inReview = useReviewQueue(1).data?.pagination.total;
  const promotions = usePendingPromotions().data?.length ?? 0;
  const payouts = useDuePayouts().data?.length ?? 0;
  const profiles = usePendingProfileChanges().data?.length ?? 0;
  const sections: Section[] = [
    { to: '/admin-dashboard/sellers', key: 'sellers', icon: IconBuildingStore, waiting: pendingSellers },
    { to: '/data-entry/review', key: 'review', icon: IconChecklist, waiting: inReview },
    { to: '/admin-dashboard/requests', key: 'requests', icon: IconInbox, waiting: promotions + payouts + profiles },
    { to: '/admin-dashboard/users', key: 'users', icon: IconUsers },
    { to: '/admin-dashboard/home-lists', key: 'homeLists', icon: IconLayoutList },
    { to: '/admin-dashboard/couriers', key: 'couriers', icon: IconTruckDelivery },
    { to: '/admin-dashboard/coupons', key: 'coupons', icon: IconTicket },
    { to: '/admin-dashboard/settings', key: 'settings', icon: IconSettings },
    { to: '/admin-dashboard/audit-log', key: 'auditLog', icon: IconHistory },
  ];
  return (
    <Stack gap="lg" data-testid="dashboard-admin">
      <PageHeader
        title={t('dashboard.home.greeting', { name: user?.fullName || user?.userName || '' })}
        intro={t('admin.overview.intro')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {sections.map((section) => (
          <Card
            key={section.key}
            component={AppLink}
            to={section.to}
            withBorder
            radius="lg"
            padding="lg"
            data-testid={`overview-${section.key}`}
          >
            <Group justify="space-between" wrap="nowrap" mb="xs">
              <ThemeIcon variant="light" radius="md" size={38}>
                <section.icon size={20} />
              </ThemeIcon>
              {section.waiting ? (
                <Badge color="orange" variant="filled" data-testid="overview-waiting">
                  {t('admin.overview.waiting', { count: section.waiting })}
                </Badge>
              ) : null}
            </Group>
            <Text fw={600}>{t(`dashboard.menu.${section.key}`)}</Text>
            <Text size="sm" c="dimmed">
              {t(`admin.overview.about.${section.key}`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
