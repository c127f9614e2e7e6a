import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSellerCouriers } from '../../api/couriers/couriers.ts';
import type { Carrier } from '../../api/seller-orders/update-seller-order-status.ts';

/**
 * Issue 41: marking a part shipped asks who carries it: a courier of the admins' list and the
 * tracking number it gave, or the seller's own delivery. The buyer is told, and follows the number.
 */
export function ShipPartModal({
  orderNumber,
  opened,
  busy,
  onClose,
  onShip,
}: {
  orderNumber: string;
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onShip: (carrier: Carrier) => void;
}) {
  const { t } = useTranslation();
  const { data: couriers, isPending } = useSellerCouriers(opened);
  const [how, setHow] = useState<'courier' | 'own'>('courier');
  const [courierId, setCourierId] = useState<string | null>(null);
  const [trackingNumber, setTrackingNumber] = useState('');
  const ready = how === 'own' || (courierId !== null && trackingNumber.trim().length > 0);
  const ship = () =>
    onShip(how === 'own' ? { ownDelivery: true } : { courierId: courierId!, trackingNumber: trackingNumber.trim() });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('sellerOrders.confirm.shippedTitle', { number: `\u2066${orderNumber}\u2069` })}
      centered
    >
      <Stack>
        <Text size="sm">{t('sellerOrders.ship.text')}</Text>
        <SegmentedControl
          fullWidth
          value={how}
          onChange={(value) => setHow(value as 'courier' | 'own')}
          data={[
            { value: 'courier', label: t('sellerOrders.ship.withCourier') },
            { value: 'own', label: t('sellerOrders.ship.own') },
          ]}
          data-testid="ship-how"
        />
        {how === 'courier' ? (
          <>
            <Select
              label={t('sellerOrders.ship.courier')}
              placeholder={isPending ? t('sellerOrders.ship.loading') : t('sellerOrders.ship.pick')}
              data={(couriers ?? []).map((courier) => ({ value: courier._id, label: courier.name }))}
              value={courierId}
              onChange={setCourierId}
              comboboxProps={{ withinPortal: true }}
              nothingFoundMessage={t('sellerOrders.ship.none')}
              data-testid="ship-courier"
            />
            <TextInput
              label={t('sellerOrders.ship.trackingNumber')}
              description={t('sellerOrders.ship.trackingHint')}
              value={trackingNumber}
              onChange={(event) => setTrackingNumber(event.currentTarget.value)}
              maxLength={60}
              dir="ltr"
              data-testid="ship-tracking"
            />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('sellerOrders.ship.ownText')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('sellerOrders.confirm.keep')}
          </Button>
          <Button disabled={!ready} loading={busy} onClick={ship} data-testid="confirm-ship">
            {t('sellerOrders.actions.shipped')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
