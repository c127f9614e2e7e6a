import { Button, Divider, Group, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconReceipt } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { Order } from '../../api/orders/get-order-history.ts';
import { AppLink } from '../../components/app-link.tsx';
import { usePrice } from '../../lib/currency.ts';
import { useLocalText } from './use-local-text.ts';

/** Spec 2, Checkout screen detail: a payment-confirmation dialog, then a success dialog. */
export function OrderDoneModals({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const { t } = useLocalText();
  const price = usePrice();
  const [step, setStep] = useState<'confirm' | 'success'>('confirm');
  useEffect(() => {
    if (order) setStep('confirm');
  }, [order]);
  if (!order) return null;
  return (
    <>
      <Modal
        opened={step === 'confirm'}
        onClose={() => setStep('success')}
        centered
        radius="lg"
        title={t('checkout.done.confirmTitle')}
      >
        <Stack gap="sm" data-testid="payment-confirmation">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" color="cedar" size={44} radius="xl">
              <IconReceipt size={24} />
            </ThemeIcon>
            <div>
              <Text fw={600}>{t('checkout.done.orderNumber', { number: order.orderNumber })}</Text>
              <Text size="sm" c="dimmed">
                {t(`checkout.payment.methods.${order.paymentMethod}`)} ·{' '}
                {t(`orders.paymentStatus.${order.paymentStatus}`, { defaultValue: order.paymentStatus })}
              </Text>
            </div>
          </Group>
          <Divider />
          <Group justify="space-between">
            <Text>{t('checkout.summary.total')}</Text>
            <Text fw={700} data-testid="confirmation-total">
              {price(order.total)}
            </Text>
          </Group>
          <Button onClick={() => setStep('success')} data-testid="confirmation-continue">
            {t('checkout.done.continue')}
          </Button>
        </Stack>
      </Modal>
      <Modal opened={step === 'success'} onClose={onClose} centered radius="lg" withCloseButton={false}>
        <Stack align="center" ta="center" gap="sm" data-testid="order-success">
          <ThemeIcon size={56} radius="xl" color="cedar" variant="light">
            <IconCheck size={30} />
          </ThemeIcon>
          <Title order={3}>{t('checkout.done.successTitle')}</Title>
          <Text c="dimmed">{t('checkout.done.successText', { number: order.orderNumber })}</Text>
          <Button component={AppLink} to="/order-history" fullWidth onClick={onClose} data-testid="to-order-history">
            {t('checkout.done.viewOrders')}
          </Button>
          <Button component={AppLink} to="/all-products" variant="light" fullWidth onClick={onClose}>
            {t('checkout.done.keepShopping')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
