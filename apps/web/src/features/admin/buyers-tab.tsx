import { Badge, Button, Paper, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuyers, useSetBuyerActive, type BuyerAccount } from '../../api/admin/accounts.ts';
import { openConfirmModal } from '../../lib/confirm-modal.ts';
import { intlLocale, ltr } from '../../lib/locale-format.ts';
import { toastResult } from '../../lib/toast-result.ts';

/** Issue 14: a buyer found by e-mail or phone, suspended (sessions end at once) or reactivated. */
export function BuyersTab() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const buyers = useBuyers(q);
  const setActive = useSetBuyerActive();
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' });

  const apply = async (buyer: BuyerAccount, isActive: boolean) => {
    const result = await setActive.mutateAsync({ id: buyer._id, isActive });
    toastResult(t, result);
  };
  const confirmSuspend = (buyer: BuyerAccount) =>
    openConfirmModal({
      title: t('admin.buyers.suspendTitle', { name: buyer.email ?? buyer.userName }),
      children: <Text size="sm">{t('admin.buyers.suspendText')}</Text>,
      labels: { confirm: t('admin.sellers.suspend'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-suspend-buyer' } as never,
      onConfirm: () => void apply(buyer, false),
    });

  return (
    <Stack gap="md">
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder={t('admin.buyers.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        error={q.length > 0 && q.length < 3 ? t('messages.buyerSearchTooShort') : undefined}
        w={{ base: '100%', sm: 380 }}
        data-testid="buyer-search"
      />
      {q.length >= 3 && buyers.data ? (
        <Paper withBorder radius="lg">
          <ScrollArea type="auto">
            <Table verticalSpacing="sm" miw={760} data-testid="buyers-table">
              <Table.Thead>
                <Table.Tr>
                  {['buyer', 'phone', 'joined', 'status', 'actions'].map((column) => (
                    <Table.Th key={column}>{t(`admin.buyers.columns.${column}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {buyers.data.map((buyer) => (
                  <Table.Tr key={buyer._id} data-testid="buyer-row">
                    <Table.Td>
                      <Text fw={600} size="sm">
                        {buyer.fullName || buyer.userName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {buyer.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{buyer.phone ? ltr(`+961 ${buyer.phone}`) : '—'}</Table.Td>
                    <Table.Td>{date.format(new Date(buyer.createdAt))}</Table.Td>
                    <Table.Td>
                      <Badge color={buyer.isActive ? 'cedar' : 'red'} variant="light" data-testid="buyer-status">
                        {t(buyer.isActive ? 'admin.sellers.status.active' : 'admin.sellers.status.suspended')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {buyer.isActive ? (
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          onClick={() => confirmSuspend(buyer)}
                          data-testid="suspend-buyer"
                        >
                          {t('admin.sellers.suspend')}
                        </Button>
                      ) : (
                        <Button size="xs" onClick={() => void apply(buyer, true)} data-testid="reactivate-buyer">
                          {t('admin.sellers.reactivate')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {buyers.data.length === 0 ? (
            <Text ta="center" c="dimmed" py="xl">
              {t('admin.buyers.none')}
            </Text>
          ) : null}
        </Paper>
      ) : null}
    </Stack>
  );
}
