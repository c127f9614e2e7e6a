import {
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { accountTypesOf, isCsManager } from '@souk/shared/roles';
import { AGENT_NOTICE_TITLES, MANAGER_NOTICE_TITLES } from '@souk/shared/schemas/cs';
import { useReturnDetails, useSendToSeller } from '../../api/cs/desk.ts';
import { useAuthUser } from '../../lib/auth-store.ts';
import { useAppNavigate, withHostParam } from '../../lib/host.ts';
import { toastError } from '../../lib/toast.ts';
import { toastResult } from '../../lib/toast-result.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { PageHeader } from '../../components/staff/page-header.tsx';
import { CS_PATHS } from './cs-paths.ts';

/**
 * Send to seller (spec 3 section 2.8): a picked ticket's item goes to its seller as a return or a
 * refund with a percentage, under a title that becomes the seller's notice.
 */
export function SendToSellerPage() {
  useDocumentTitle('csSendToSeller');
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const ticketId = params.get('ticket');
  const details = useReturnDetails(ticketId);
  const send = useSendToSeller();
  const manager = isCsManager(accountTypesOf(useAuthUser()));
  const [quantity, setQuantity] = useState<number | string>(1);
  const [type, setType] = useState<'standard_return' | 'refund'>('standard_return');
  const [percentage, setPercentage] = useState<number | string>(100);
  const [title, setTitle] = useState<string | null>(null);
  const [customTitle, setCustomTitle] = useState('');
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!ticketId) toastError(t('messages.csPickTicketFirst'));
  }, [ticketId, t]);
  if (!ticketId) return <Navigate to={withHostParam(CS_PATHS.ticketsClient)} replace />;

  const ticket = details.data;
  const item = ticket?.relatedItems[0];
  const titles = manager ? MANAGER_NOTICE_TITLES : AGENT_NOTICE_TITLES;
  const submit = async () => {
    if (!title) {
      toastError(t('messages.csSelectTitle'));
      return;
    }
    if (!ticket?.seller) {
      toastError(t('messages.csSelectSeller'));
      return;
    }
    const result = await send.mutateAsync({
      _id: ticket._id,
      title,
      ...(title === 'Other' ? { customTitle } : {}),
      message,
      sellerId: ticket.seller.id,
      relatedItems: item ? [{ _id: item._id, quantity: Number(quantity) || 1 }] : [],
      returnType: type,
      ...(type === 'refund' ? { refundPercentage: Number(percentage) } : {}),
      returnReason: ticket.issueType,
    });
    toastResult(t, result);
    if (result.success) navigate(CS_PATHS.ticketsSeller);
  };

  const readOnly: [string, string][] = [
    ['relatedSeller', ticket?.seller?.businessName ?? '—'],
    ['productName', item?.name ?? '—'],
    ['productId', item?.productId ?? '—'],
    ['orderId', ticket?.relatedOrder?.orderNumber ?? '—'],
    ['sku', item?.sku ?? '—'],
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('pageTitles.csSendToSeller')}
        intro={t('cs.send.intro', { number: ticket?.ticketNumber ?? '' })}
      />
      {details.error ? <Text c="red">{t('messages.csTicketNotFound')}</Text> : null}
      <Paper withBorder radius="lg" p="md" maw={760}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {readOnly.map(([field, value]) => (
              // The field's own direction, not isolate marks in its value: those would be copied with the number.
              <TextInput
                key={field}
                label={t(`cs.send.${field}`)}
                value={value}
                dir={field === 'orderId' ? 'ltr' : undefined}
                readOnly
                data-testid={`send-${field}`}
              />
            ))}
            <NumberInput
              label={t('cs.send.quantity')}
              min={1}
              max={item?.quantity ?? 1}
              clampBehavior="strict"
              allowDecimal={false}
              value={quantity}
              onChange={setQuantity}
              data-testid="send-quantity"
            />
          </SimpleGrid>
          <Group align="flex-end" gap="md">
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('cs.send.type')}
              </Text>
              <SegmentedControl
                value={type}
                onChange={(value) => setType(value as typeof type)}
                data={[
                  { value: 'standard_return', label: t('cs.send.return') },
                  { value: 'refund', label: t('cs.send.refund') },
                ]}
                data-testid="send-type"
              />
            </Stack>
            {type === 'refund' ? (
              <NumberInput
                label={t('cs.dialogs.refundPercentage')}
                min={0}
                max={100}
                clampBehavior="strict"
                allowDecimal={false}
                suffix="%"
                value={percentage}
                onChange={setPercentage}
                w={160}
                data-testid="send-percentage"
              />
            ) : null}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('cs.send.title')}
              data={titles.map((value) => ({
                value,
                label: t(`cs.send.titles.${value}`, { product: item?.name ?? '' }),
              }))}
              value={title}
              onChange={setTitle}
              data-testid="send-title"
            />
            <Select
              label={t('cs.send.seller')}
              data={ticket?.seller ? [{ value: ticket.seller.id, label: ticket.seller.businessName ?? '' }] : []}
              value={ticket?.seller?.id ?? null}
              disabled
            />
          </SimpleGrid>
          {title === 'Other' ? (
            <TextInput
              label={t('cs.send.customTitle')}
              value={customTitle}
              maxLength={120}
              onChange={(event) => setCustomTitle(event.currentTarget.value)}
            />
          ) : null}
          <Textarea
            label={t('cs.send.message')}
            value={message}
            maxLength={1000}
            autosize
            minRows={3}
            onChange={(event) => setMessage(event.currentTarget.value)}
            data-testid="send-message"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(CS_PATHS.ticketsSeller)}>
              {t('common.cancel')}
            </Button>
            <Button
              leftSection={<IconSend size={16} />}
              disabled={!ticket}
              loading={send.isPending}
              onClick={() => void submit()}
              data-testid="send-submit"
            >
              {t('cs.send.send')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
