import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { askForReturn } from '../../api/orders/ask-for-return.ts';
import { FALLBACK_CONFIG, useConfig } from '../../api/config/get-config.ts';
import { ORDERS_KEY, type OrderItem } from '../../api/orders/get-order-history.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { useLocalText } from './use-local-text.ts';

/** Whether a parcel delivered at `deliveredAt` can still send an item back: `days` is the return window setting (issue 24). */
export const withinReturnWindow = (deliveredAt: string | null | undefined, days: number, now = Date.now()) =>
  Boolean(deliveredAt) && now - new Date(deliveredAt!).getTime() <= days * 86_400_000;

/** A buyer asks to return a delivered item: why, and how many; customer service takes it from there. */
export function ReturnItemModal({ orderId, item, onClose }: { orderId: string; item: OrderItem; onClose: () => void }) {
  const text = useLocalText();
  const { t } = text;
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [quantity, setQuantity] = useState<number | string>(1);
  const [busy, setBusy] = useState(false);
  const { returnWindowDays } = useConfig().data ?? FALLBACK_CONFIG;

  const submit = async () => {
    setBusy(true);
    const result = await askForReturn(orderId, item._id, { reason: reason.trim(), quantity: Number(quantity) || 1 });
    setBusy(false);
    if (!result.success) {
      toastError(text.failure(result, 'orders.returnFailed'));
      return;
    }
    toastSuccess(text.server(result.message, 'orders.returnFailed'));
    void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={t('orders.returnTitle', { item: text.name(item) })} centered>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('orders.returnIntro', { count: returnWindowDays })}
        </Text>
        <Textarea
          label={t('orders.returnReason')}
          value={reason}
          maxLength={400}
          autosize
          minRows={3}
          required
          onChange={(event) => setReason(event.currentTarget.value)}
          data-testid="return-reason"
        />
        {item.quantity > 1 ? (
          <NumberInput
            label={t('orders.returnQuantity')}
            min={1}
            max={item.quantity}
            clampBehavior="strict"
            allowDecimal={false}
            value={quantity}
            onChange={setQuantity}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button disabled={!reason.trim()} loading={busy} onClick={() => void submit()} data-testid="return-send">
            {t('orders.returnSend')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
