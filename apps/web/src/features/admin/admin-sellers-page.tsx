import { Badge, Button, Group, Pagination, Paper, ScrollArea, SegmentedControl, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SELLER_PLAN_CHOICES } from '@souk/shared/schemas/sellers';
import { useAdminSellers, useUpdateSeller, type AdminSeller } from '../../api/admin/sellers.ts';
import { openConfirmModal } from '../../lib/confirm-modal.ts';
import { intlLocale, ltr } from '../../lib/locale-format.ts';
import { toastResult } from '../../lib/toast-result.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const STATUSES = ['pending', 'active', 'suspended', 'all'] as const;
const STATUS_COLORS = { pending: 'yellow', active: 'cedar', suspended: 'red' } as const;

/**
 * Issue 14, administration: shops with their status and plan. Approving lists a shop's products;
 * suspending takes them off the storefront at once (the server does both in one transaction).
 */
export function AdminSellersPage() {
  useDocumentTitle('adminSellers');
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('pending');
  const [page, setPage] = useState(1);
  const { data, isPending } = useAdminSellers({ status: status === 'all' ? undefined : status, page });
  const update = useUpdateSeller();
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' });

  const change = async (seller: AdminSeller, body: { status: 'active' | 'suspended' } | { plan: string }) => {
    const result = await update.mutateAsync({ id: seller._id, change: body });
    toastResult(t, result);
  };
  const confirmSuspend = (seller: AdminSeller) =>
    openConfirmModal({
      title: t('admin.sellers.suspendTitle', { name: seller.businessName }),
      children: <Text size="sm">{t('admin.sellers.suspendText')}</Text>,
      labels: { confirm: t('admin.sellers.suspend'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-suspend' } as never,
      onConfirm: () => void change(seller, { status: 'suspended' }),
    });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('pageTitles.adminSellers')}
        </Title>
        <Text c="dimmed">{t('admin.sellers.intro')}</Text>
      </div>
      <ScrollArea type="auto" offsetScrollbars="x">
        <SegmentedControl
          value={status}
          onChange={(value) => {
            setStatus(value as (typeof STATUSES)[number]);
            setPage(1);
          }}
          data={STATUSES.map((value) => ({ value, label: t(`admin.sellers.status.${value}`) }))}
          data-testid="seller-status-filter"
        />
      </ScrollArea>
      {isPending ? <Skeleton h={240} radius="lg" /> : null}
      {data ? (
        <Paper withBorder radius="lg">
          <ScrollArea type="auto">
            <Table verticalSpacing="sm" striped miw={980} data-testid="sellers-table">
              <Table.Thead>
                <Table.Tr>
                  {['business', 'contact', 'management', 'products', 'joined', 'statusColumn', 'plan', 'actions'].map((column) => (
                    <Table.Th key={column}>{t(`admin.sellers.columns.${column}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.sellers.map((seller) => (
                  <Table.Tr key={seller._id} data-testid="seller-row">
                    <Table.Td>
                      <Text fw={600} size="sm">{seller.businessName}</Text>
                      <Text size="xs" c="dimmed">{seller.fullName}{seller.businessLocation ? ` · ${seller.businessLocation}` : ''}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{seller.businessEmail ?? seller.email ?? '—'}</Text>
                      <Text size="xs" c="dimmed">{seller.businessPhone ? ltr(`+961 ${seller.businessPhone}`) : '—'}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{t(seller.dataEntryChoice === 'self_managed' ? 'admin.sellers.selfManaged' : 'admin.sellers.managed')}</Text>
                    </Table.Td>
                    <Table.Td>{seller.productCount}</Table.Td>
                    <Table.Td>{date.format(new Date(seller.createdAt))}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLORS[seller.status]} variant="light" data-testid="seller-status">
                        {t(`admin.sellers.status.${seller.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Select
                        size="xs"
                        w={120}
                        allowDeselect={false}
                        aria-label={t('admin.sellers.columns.plan')}
                        data={SELLER_PLAN_CHOICES.map((plan) => ({ value: plan, label: t(`admin.sellers.plans.${plan}`) }))}
                        value={seller.plan}
                        onChange={(plan) => plan && plan !== seller.plan && void change(seller, { plan })}
                        data-testid="seller-plan"
                      />
                    </Table.Td>
                    <Table.Td>
                      {seller.status === 'active' ? (
                        <Button size="xs" variant="light" color="red" onClick={() => confirmSuspend(seller)} data-testid="suspend-seller">
                          {t('admin.sellers.suspend')}
                        </Button>
                      ) : (
                        <Button size="xs" onClick={() => void change(seller, { status: 'active' })} loading={update.isPending} data-testid="approve-seller">
                          {t(seller.status === 'pending' ? 'admin.sellers.approve' : 'admin.sellers.reactivate')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {data.sellers.length === 0 ? (
            <Text ta="center" c="dimmed" py="xl" data-testid="no-sellers">
              {t('admin.sellers.empty')}
            </Text>
          ) : null}
        </Paper>
      ) : null}
      {data && data.pagination.totalPages > 1 ? (
        <Group justify="center">
          <Pagination total={data.pagination.totalPages} value={page} onChange={setPage} />
        </Group>
      ) : null}
    </Stack>
  );
}
