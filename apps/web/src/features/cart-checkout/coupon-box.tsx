import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconTicket } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { CART_KEY } from '../../api/cart/get-cart.ts';
import { applyCoupon } from '../../api/checkout/apply-coupon.ts';
import { removeCoupon } from '../../api/checkout/remove-coupon.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { useLocalText } from './use-local-text.ts';

/** Spec 2 section 4: apply, success or error message, remove; clearing the input removes an applied coupon. */
export function CouponBox({ cartId, applied }: { cartId: string; applied: string | null }) {
  const text = useLocalText();
  const { t } = text;
  const queryClient = useQueryClient();
  const [code, setCode] = useState(applied ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setCode(applied ?? ''), [applied]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: CART_KEY });

  const apply = async () => {
    setError(null);
    if (!code.trim()) return setError(t('checkout.coupon.required'));
    setBusy(true);
    const result = await applyCoupon(cartId, code.trim());
    setBusy(false);
    if (result.success) toastSuccess(t('checkout.coupon.applied'));
    else setError(text.failure(result, 'checkout.coupon.applyFailed'));
    await refresh();
  };
  const remove = async () => {
    setError(null);
    setBusy(true);
    const result = await removeCoupon(cartId);
    setBusy(false);
    if (result.success) {
      toastSuccess(t('checkout.coupon.removed'));
      setCode('');
    } else toastError(text.failure(result, 'checkout.coupon.removeFailed'));
    await refresh();
  };

  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          style={{ flex: 1 }}
          aria-label={t('checkout.coupon.label')}
          placeholder={t('checkout.coupon.placeholder')}
          leftSection={<IconTicket size={16} />}
          value={code}
          error={error}
          onChange={(event) => {
            const value = event.currentTarget.value.toUpperCase();
            setCode(value);
            setError(null);
            if (!value && applied) void remove();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void apply();
            }
          }}
          data-testid="coupon-input"
        />
        {applied && code === applied ? (
          <Button variant="light" color="red" onClick={() => void remove()} loading={busy} data-testid="coupon-remove">
            {t('checkout.coupon.remove')}
          </Button>
        ) : (
          <Button variant="light" onClick={() => void apply()} loading={busy} data-testid="coupon-apply">
            {t('checkout.coupon.apply')}
          </Button>
        )}
      </Group>
      {applied ? (
        <Text size="xs" c="cedar.7" data-testid="coupon-applied">
          {t('checkout.coupon.appliedCode', { code: applied })}
        </Text>
      ) : null}
    </Stack>
  );
}
