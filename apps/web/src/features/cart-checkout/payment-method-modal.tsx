import { Alert, Button, Group, Modal, Radio, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCash, IconCreditCard, IconDeviceMobile, IconInfoCircle, IconSend } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PAYMENT_METHODS, type PaymentMethod } from '@souk/shared/schemas/checkout';
import type { CashOffer } from '../../api/checkout/get-pricing.ts';
import { usePrice } from '../../lib/currency.ts';
import { useLocalText } from './use-local-text.ts';
import { ltr } from '../../lib/locale-format.ts';

const ICONS: Record<PaymentMethod, ReactNode> = {
  cash_on_delivery: <IconCash size={20} />,
  credit_card: <IconCreditCard size={20} />,
  whish_money: <IconDeviceMobile size={20} />,
  omt: <IconSend size={20} />,
};
/** The default first (spec 2 section 9). */
const ORDER: PaymentMethod[] = [
  'cash_on_delivery',
  ...PAYMENT_METHODS.filter((method) => method !== 'cash_on_delivery'),
];

interface Props {
  opened: boolean;
  method: PaymentMethod;
  total: number | null;
  /** Whether cash is offered for this cart, its fee, and why not (issue 41); absent while unknown. */
  cash?: CashOffer | undefined;
  busy: boolean;
  onMethod: (method: PaymentMethod) => void;
  onClose: () => void;
  onConfirm: () => void;
}

export function PaymentMethodModal({ opened, method, total, cash, busy, onMethod, onClose, onConfirm }: Props) {
  const { t } = useLocalText();
  const price = usePrice();
  const cashOff = cash !== undefined && !cash.offered;
  const hint = (value: PaymentMethod) =>
    value === 'cash_on_delivery' && cash && cash.fee > 0
      ? t('checkout.payment.cashFeeHint', { fee: ltr(price(cash.fee)) })
      : t(`checkout.payment.hints.${value}`);
  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : onClose}
      title={t('checkout.payment.title')}
      centered
      radius="lg"
      size="md"
    >
      <Stack gap="md">
        <Radio.Group
          value={method}
          onChange={(value) => onMethod(value as PaymentMethod)}
          aria-label={t('checkout.payment.title')}
        >
          <Stack gap="xs">
            {ORDER.map((value) => (
              <Radio.Card
                key={value}
                value={value}
                radius="md"
                p="md"
                withBorder
                data-testid={`method-${value}`}
                disabled={busy || (value === 'cash_on_delivery' && cashOff)}
              >
                <Group wrap="nowrap" gap="md">
                  <Radio.Indicator />
                  <ThemeIcon variant="light" color={value === method ? 'cedar' : 'gray'} size={36} radius="md">
                    {ICONS[value]}
                  </ThemeIcon>
                  <div>
                    <Text fw={600} size="sm">
                      {t(`checkout.payment.methods.${value}`)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {hint(value)}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
        {cashOff && cash.reason ? (
          <Alert color="yellow" icon={<IconInfoCircle size={18} />} data-testid="cash-unavailable">
            {t(`checkout.payment.unavailable.${cash.reason}`, {
              max: cash.maxTotal === null ? '' : ltr(price(cash.maxTotal)),
            })}
          </Alert>
        ) : null}
        {method === 'cash_on_delivery' && cash?.needsConfirmation ? (
          <Text size="xs" c="dimmed" data-testid="cash-confirm-note">
            {t('checkout.payment.confirmNote')}
          </Text>
        ) : null}
        {method === 'cash_on_delivery' ? null : (
          <Text size="xs" c="dimmed">
            {t('checkout.payment.redirectNote')}
          </Text>
        )}
        <Button size="md" onClick={onConfirm} loading={false} disabled={busy} data-testid="place-order">
          {busy
            ? t('checkout.proceeding')
            : total === null
              ? t('checkout.payment.confirm')
              : t('checkout.payment.confirmAmount', { amount: ltr(price(total)) })}
        </Button>
      </Stack>
    </Modal>
  );
}
