import { Badge, Button, Modal, Stack, Switch, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminCoupons, useSaveCoupon, type AdminCoupon } from '../../api/admin/coupons.ts';
import { ltr } from '../../lib/locale-format.ts';
import { translateMessage } from '../../lib/messages.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { PageHeader } from '../../components/staff/page-header.tsx';
import { StaffTable } from '../../components/staff/staff-table.tsx';
import { CouponForm } from './coupon-form.tsx';
import { marketDayFormat } from '../../lib/market-days.ts';

const money = (usd: number) => ltr(`$${usd.toFixed(2)}`);

/** Issue 14: coupons with their use, created, edited and switched off by admins. */
export function CouponsPage() {
  useDocumentTitle('adminCoupons');
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const [page, setPage] = useState(1);
  const { data } = useAdminCoupons(page);
  const save = useSaveCoupon();
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  const date = marketDayFormat(i18n.language);

  const toggle = async (coupon: AdminCoupon, isActive: boolean) => {
    const result = await save.mutateAsync({ id: coupon._id, body: { isActive } });
    if (result.success)
      toastSuccess(t(isActive ? 'dataEntry.activated' : 'dataEntry.deactivated', { name: coupon.code }));
    else toastError(translateMessage(t, result.message) ?? result.message);
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('pageTitles.adminCoupons')}
        intro={t('admin.coupons.intro')}
        action={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="new-coupon">
            {t('admin.coupons.new')}
          </Button>
        }
      />
      <StaffTable
        columns={['code', 'discount', 'minimum', 'scope', 'dates', 'used', 'active', 'edit'].map((column) =>
          t(`admin.coupons.columns.${column}`),
        )}
        rows={
          data
            ? data.coupons.map((coupon) => (
                <Table.Tr key={coupon._id} data-testid="coupon-row">
                  <Table.Td>
                    <Text fw={700} ff="monospace">
                      {ltr(coupon.code)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{coupon.kind === 'percent' ? ltr(`${coupon.value}%`) : money(coupon.value)}</Table.Td>
                  <Table.Td>{coupon.minSubtotal ? money(coupon.minSubtotal) : '—'}</Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {coupon.category?.name ?? coupon.seller?.businessName ?? t('admin.coupons.everything')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {t('common.span', {
                        from: coupon.startsAt ? date.format(new Date(coupon.startsAt)) : '—',
                        to: coupon.endsAt ? date.format(new Date(coupon.endsAt)) : t('admin.coupons.noEnd'),
                      })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color="gray" data-testid="coupon-used">
                      {coupon.maxRedemptions
                        ? `${coupon.redemptionsCount} / ${coupon.maxRedemptions}`
                        : coupon.redemptionsCount}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      {t('admin.coupons.perBuyer', { count: coupon.perUserLimit })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      checked={coupon.isActive}
                      onChange={(event) => void toggle(coupon, event.currentTarget.checked)}
                      aria-label={t('productAdmin.active')}
                      data-testid="coupon-active"
                    />
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="subtle"
                      leftSection={<IconEdit size={14} />}
                      onClick={() => setEditing(coupon)}
                      data-testid="coupon-edit"
                    >
                      {t('productAdmin.edit')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))
            : null
        }
        empty={t('admin.coupons.empty')}
        minWidth={900}
        striped
        testId="coupons-table"
        pager={data ? { total: data.pagination.totalPages, page, onChange: setPage } : undefined}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing === 'new' ? 'admin.coupons.new' : 'admin.coupons.edit')}
        size="lg"
        fullScreen={phone}
        centered
      >
        {editing ? (
          <CouponForm
            key={editing === 'new' ? 'new' : editing._id}
            coupon={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
