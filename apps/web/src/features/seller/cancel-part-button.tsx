import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelSellerOrder } from '../../api/seller-orders/cancel-seller-order.ts';
import { SELLER_ORDERS_KEY, type SellerOrder } from '../../api/seller-orders/get-seller-orders.ts';
import { errorText } from '../../lib/api-client.ts';
import { translateMessage } from '../../lib/messages.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';

/** Issue 13: the seller cancels its own part (out of stock, cannot deliver) with a reason the buyer reads. */
export function CancelPartButton({ order }: { order: SellerOrder }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    setBusy(true);
    const result = await cancelSellerOrder(order._id, reason.trim());
    setBusy(false);
    if (!result.success) {
      toastError(translateMessage(t, errorText(result, '')) ?? t('sellerOrders.updateFailed'));
      return;
    }
    toastSuccess(translateMessage(t, result.message) ?? result.message);
    setOpened(false);
    // The orders list (its own key: `['seller']` alone left the card "New" with its buttons) and the
    // seller's figures.
    void client.invalidateQueries({ queryKey: SELLER_ORDERS_KEY });
    void client.invalidateQueries({ queryKey: ['seller'] });
  };
  return (
    <>
      <Button
        size="sm"
        variant="subtle"
        color="red"
        leftSection={<IconBan size={16} />}
        onClick={() => setOpened(true)}
        data-testid="cancel-part"
      >
        {t('sellerOrders.cancelPart')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('sellerOrders.cancelTitle')} centered>
        <Stack>
          <Text size="sm">{t('sellerOrders.cancelText')}</Text>
          <Textarea
            label={t('sellerOrders.cancelReason')}
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-testid="cancel-reason"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('sellerOrders.confirm.keep')}
            </Button>
            <Button
              color="red"
              disabled={reason.trim().length < 3}
              loading={busy}
              onClick={() => void cancel()}
              data-testid="confirm-cancel-part"
            >
              {t('sellerOrders.cancelPart')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
