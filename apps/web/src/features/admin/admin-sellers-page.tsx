import { Badge, Button, ScrollArea, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SELLER_MANAGEMENT_CHOICES, SELLER_PLAN_CHOICES } from '@souk/shared/schemas/sellers';
import { useAdminSellers, useUpdateSeller, type AdminSeller, type SellerChange } from '../../api/admin/sellers.ts';
import { openConfirmModal } from '../../lib/confirm-modal.ts';
import { intlLocale, ltr } from '../../lib/locale-format.ts';
import { toastResult } from '../../lib/toast-result.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { PageHeader } from '../../components/staff/page-header.tsx';
import { StaffTable } from '../../components/staff/staff-table.tsx';

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
  const { data } = useAdminSellers({ status: status === 'all' ? undefined : status, page });
  const update = useUpdateSeller();
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' });

  const change = async (seller: AdminSeller, body: SellerChange) => {
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
      <PageHeader title={t('pageTitles.adminSellers')} intro={t('admin.sellers.intro')} />
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
      <StaffTable
        columns={['business', 'contact', 'management', 'products', 'joined', 'statusColumn', 'plan', 'actions'].map(
          (column) => t(`admin.sellers.columns.${column}`),
        )}
        rows={
          data
            ? data.sellers.map((seller) => (
                <Table.Tr key={seller._id} data-testid="seller-row">
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {seller.businessName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {seller.fullName}
                      {seller.businessLocation ? ` · ${seller.businessLocation}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{seller.businessEmail ?? seller.email ?? '—'}</Text>
                    <Text size="xs" c="dimmed">
                      {seller.businessPhone ? ltr(`+961 ${seller.businessPhone}`) : '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {/* After onboarding only staff change who lists a shop's products (the seller's type). */}
                    <Select
                      size="xs"
                      w={120}
                      allowDeselect={false}
                      aria-label={t('admin.sellers.columns.management')}
                      data={SELLER_MANAGEMENT_CHOICES.map((choice) => ({
                        value: choice,
                        label: t(choice === 'self_managed' ? 'admin.sellers.selfManaged' : 'admin.sellers.managed'),
                      }))}
                      value={seller.dataEntryChoice === 'self_managed' ? 'self_managed' : 'product_managed'}
                      onChange={(choice) =>
                        choice && choice !== seller.dataEntryChoice && void change(seller, { dataEntryChoice: choice })
                      }
                      data-testid="seller-management"
                    />
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
                      data={SELLER_PLAN_CHOICES.map((plan) => ({
                        value: plan,
                        label: t(`admin.sellers.plans.${plan}`),
                      }))}
                      value={seller.plan}
                      onChange={(plan) => plan && plan !== seller.plan && void change(seller, { plan })}
                      data-testid="seller-plan"
                    />
                  </Table.Td>
                  <Table.Td>
                    {seller.status === 'active' ? (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        onClick={() => confirmSuspend(seller)}
                        data-testid="suspend-seller"
                      >
                        {t('admin.sellers.suspend')}
                      </Button>
                    ) : (
                      <Button
                        size="xs"
                        onClick={() => void change(seller, { status: 'active' })}
                        loading={update.isPending}
                        data-testid="approve-seller"
                      >
                        {t(seller.status === 'pending' ? 'admin.sellers.approve' : 'admin.sellers.reactivate')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))
            : null
        }
        empty={t('admin.sellers.empty')}
        minWidth={980}
        striped
        testId="sellers-table"
        pager={data ? { total: data.pagination.totalPages, page, onChange: setPage } : undefined}
      />
    </Stack>
  );
}
