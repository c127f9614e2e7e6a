import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconBrandWhatsapp, IconCircleCheck, IconMessage, IconPackage } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { OTP_LENGTH } from '@souk/shared/schemas/otp';
import { confirmCash, confirmCashLink, resendCashCode, useCashConfirmation } from '../../api/orders/confirm-cash.ts';
import { AppLink } from '../../components/app-link.tsx';
import { intlLocale, ltr, MARKET_TIME_ZONE } from '../../lib/locale-format.ts';
import { failureText, translateMessage } from '../../lib/messages.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { CodeBoxes } from './code-boxes.tsx';

/**
 * Issue 41 (decision 0025): a first cash order waits for its buyer. `/confirm-order?order=<id>`
 * takes the code sent by WhatsApp or SMS; `/confirm-order/<token>` is the one-tap link of that
 * message, which confirms by a POST as the page opens (a link preview, which runs no script,
 * confirms nothing), signed in or not.
 */
export function CashConfirmPage() {
  useDocumentTitle('confirmOrder');
  const { token } = useParams();
  const [search] = useSearchParams();
  return (
    <Container size="xs" py={{ base: 'lg', sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <Paper withBorder radius="xl" shadow="sm" p={{ base: 'lg', sm: 40 }}>
        {token ? <ByLink token={token} /> : <ByCode orderId={search.get('order') ?? ''} />}
      </Paper>
    </Container>
  );
}

function Confirmed({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" gap="sm" data-testid="cash-confirmed">
      <ThemeIcon size={56} radius="xl" color="cedar" variant="light">
        <IconCircleCheck size={30} />
      </ThemeIcon>
      <Title order={1} fz={24}>
        {t('orders.cashConfirm.doneTitle')}
      </Title>
      <Text c="dimmed">{t('orders.cashConfirm.doneText', { number: ltr(orderNumber) })}</Text>
      <Button component={AppLink} to="/order-history" fullWidth data-testid="to-order-history">
        {t('checkout.done.viewOrders')}
      </Button>
    </Stack>
  );
}

/** Why there is nothing to confirm here (confirmed, cancelled, a wrong link), and the way to the orders. */
function NotConfirmed({ message, color }: { message: string; color: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1} fz={22}>
        {t('orders.cashConfirm.title')}
      </Title>
      <Alert color={color} data-testid="cash-confirm-error">
        {message}
      </Alert>
      <Button component={AppLink} to="/order-history" variant="light">
        {t('checkout.done.viewOrders')}
      </Button>
    </Stack>
  );
}

function ByLink({ token }: { token: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ orderNumber: string } | { error: string } | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    // Once, even when React runs the effect twice in development.
    if (sent.current) return;
    sent.current = true;
    void confirmCashLink(token).then((result) =>
      setState(result.success ? { orderNumber: result.data.orderNumber } : { error: failureText(t, result) }),
    );
  }, [token, t]);
  if (!state)
    return (
      <Group justify="center" gap="sm">
        <Loader size="sm" />
        <Text>{t('orders.cashConfirm.confirming')}</Text>
      </Group>
    );
  if ('error' in state) return <NotConfirmed message={state.error} color="red" />;
  return <Confirmed orderNumber={state.orderNumber} />;
}

function ByCode({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const waiting = useCashConfirmation(orderId || null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  if (done) return <Confirmed orderNumber={done} />;
  if (waiting.isPending && orderId)
    return (
      <Group justify="center">
        <Loader size="sm" />
      </Group>
    );
  if (!waiting.data)
    return <NotConfirmed message={translateMessage(t, waiting.error?.message) ?? t('errors.generic')} color="yellow" />;
  const { orderNumber, sentTo, channel, expiresAt } = waiting.data;
  const deadline = new Intl.DateTimeFormat(intlLocale(i18n.resolvedLanguage), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: MARKET_TIME_ZONE,
  }).format(new Date(expiresAt));

  const submit = async (value: string) => {
    if (busy || value.length !== OTP_LENGTH) return;
    setBusy(true);
    setError(null);
    const result = await confirmCash(orderId, value);
    setBusy(false);
    if (!result.success) {
      setCode('');
      setError(failureText(t, result));
      return;
    }
    void queryClient.invalidateQueries({ queryKey: ['orders'] });
    setDone(orderNumber);
  };
  const resend = async (via: 'whatsapp' | 'sms') => {
    const result = await resendCashCode(orderId, via);
    if (!result.success) return toastError(failureText(t, result));
    setError(null);
    setCode('');
    void waiting.refetch();
    toastSuccess(t(`orders.cashConfirm.resent.${via}`));
  };

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" color="cedar" size={44} radius="xl">
          <IconPackage size={24} />
        </ThemeIcon>
        <div>
          <Title order={1} fz={22}>
            {t('orders.cashConfirm.title')}
          </Title>
          <Text size="sm" c="dimmed" data-testid="cash-confirm-order">
            {t('checkout.done.orderNumber', { number: ltr(orderNumber) })}
          </Text>
        </div>
      </Group>
      <Text>
        {t(`orders.cashConfirm.sent.${channel}`, { phone: ltr(sentTo) })} {t('orders.cashConfirm.why')}
      </Text>
      <Text size="sm" fw={500} ta="center">
        {t('codes.otp.enterCode')}
      </Text>
      <CodeBoxes
        value={code}
        onChange={(value) => {
          setCode(value);
          if (value.length === OTP_LENGTH) void submit(value);
        }}
        error={error}
        disabled={busy}
        autoFocus
      />
      <Button
        onClick={() => void submit(code)}
        loading={busy}
        disabled={code.length !== OTP_LENGTH}
        data-testid="cash-confirm"
      >
        {t('orders.cashConfirm.confirm')}
      </Button>
      <Text size="sm" c="dimmed" ta="center" data-testid="cash-confirm-deadline">
        {t('orders.cashConfirm.deadline', { when: deadline })}
      </Text>
      <Group justify="center" gap="xs">
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconBrandWhatsapp size={16} />}
          onClick={() => void resend('whatsapp')}
        >
          {t('orders.cashConfirm.resendWhatsapp')}
        </Button>
        <Button variant="subtle" size="xs" leftSection={<IconMessage size={16} />} onClick={() => void resend('sms')}>
          {t('orders.cashConfirm.resendSms')}
        </Button>
      </Group>
    </Stack>
  );
}
