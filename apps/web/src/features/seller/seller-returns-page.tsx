import {
  Badge,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecideReturn, useSellerReturns, type SellerReturn } from '../../api/seller-returns/seller-returns.ts';
import { usePrice } from '../../lib/currency.ts';
import { intlLocale, ltr, nameIn } from '../../lib/locale-format.ts';
import { toastResult } from '../../lib/toast-result.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { issueTypeName } from '../../lib/issue-type.ts';
import { NOTICE_TITLE_TYPES } from '@souk/shared/schemas/cs';
import type { TFunction } from 'i18next';

const STATUS_COLOR = { pending: 'saffron', accepted: 'cedar', rejected: 'red' } as const;
/** The refund the ledger gave on acceptance: on its way (card, wallet), given, or failed (the desk takes over). */
const GIVEN_TEXT = {
  pending: 'sellerReturns.givenPending',
  succeeded: 'sellerReturns.given',
  recorded: 'sellerReturns.given',
  failed: 'sellerReturns.givenFailed',
} as const;

/**
 * The request's title in the reader's language: one of the desk's stock titles by its translation
 * (the product named in the reader's language), one the desk wrote itself ("Other") as written.
 */
function requestTitle(t: TFunction, request: SellerReturn, itemName: string) {
  const stock = Object.entries(NOTICE_TITLE_TYPES).find(([, type]) => type === request.noticeType)?.[0];
  if (!stock || (stock === 'Other' && request.title !== 'Other')) return request.title;
  return t(`cs.send.titles.${stock}`, { product: itemName });
}

/** Accept (for a refund, the amount, at most what was asked) or reject, with a note. */
function DecisionModal({
  request,
  decision,
  onClose,
}: {
  request: SellerReturn;
  decision: 'accept' | 'reject';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const decide = useDecideReturn();
  const [note, setNote] = useState('');
  const [amount, setAmount] = useState<number | string>(request.refundAmount);
  const submit = async () => {
    const result = await decide.mutateAsync({
      id: request._id,
      decision,
      note: note.trim(),
      ...(decision === 'accept' && request.returnType === 'refund' ? { amount: Number(amount) } : {}),
    });
    toastResult(t, result);
    if (result.success) onClose();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(decision === 'accept' ? 'sellerReturns.acceptTitle' : 'sellerReturns.rejectTitle', {
        item: request.item.name,
      })}
      centered
    >
      <Stack>
        {decision === 'accept' && request.returnType === 'refund' ? (
          <NumberInput
            label={t('sellerReturns.amount')}
            prefix="$"
            min={0.01}
            max={request.refundAmount}
            clampBehavior="strict"
            decimalScale={2}
            value={amount}
            onChange={setAmount}
            data-testid="return-amount"
          />
        ) : null}
        <Textarea
          label={t('sellerReturns.note')}
          value={note}
          maxLength={400}
          autosize
          minRows={3}
          onChange={(event) => setNote(event.currentTarget.value)}
          data-testid="return-note"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            color={decision === 'accept' ? 'cedar' : 'red'}
            loading={decide.isPending}
            onClick={() => void submit()}
            data-testid="return-decide"
          >
            {t(decision === 'accept' ? 'sellerReturns.accept' : 'sellerReturns.reject')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Issue 15: what customer service asks the seller to take back or refund, pending first. */
export function SellerReturnsPage() {
  useDocumentTitle('sellerReturns');
  const { t, i18n } = useTranslation();
  const price = usePrice();
  const returns = useSellerReturns();
  const [deciding, setDeciding] = useState<{ request: SellerReturn; decision: 'accept' | 'reject' } | null>(null);
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' });
  const itemName = (request: SellerReturn) => nameIn(i18n.language, request.item);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('pageTitles.sellerReturns')}
        </Title>
        <Text c="dimmed">{t('sellerReturns.intro')}</Text>
      </div>
      {returns.data?.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('sellerReturns.empty')}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {(returns.data ?? []).map((request) => (
          <Card key={request._id} withBorder radius="lg" padding="md" data-testid="seller-return">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} lineClamp={2}>
                    {itemName(request)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {ltr(request.orderNumber)} · {ltr(`#${request.ticketNumber}`)} ·{' '}
                    {date.format(new Date(request.createdAt))}
                  </Text>
                </div>
                <Badge color={STATUS_COLOR[request.status]} variant="light" style={{ flexShrink: 0 }}>
                  {t(`sellerReturns.status.${request.status}`)}
                </Badge>
              </Group>
              <Group gap={6}>
                <Badge variant="outline">
                  {t(request.returnType === 'refund' ? 'sellerReturns.refund' : 'sellerReturns.return')}
                </Badge>
                <Text size="sm">{t('sellerReturns.quantity', { count: request.quantity })}</Text>
                {request.returnType === 'refund' ? (
                  <Text size="sm" fw={600}>
                    {/* The amount isolated, written left to right inside an Arabic line. */}
                    {t('sellerReturns.asked', {
                      percent: request.refundPercentage ?? 100,
                      amount: ltr(price(request.refundAmount)),
                    })}
                  </Text>
                ) : null}
                {request.refund ? (
                  <Text
                    size="sm"
                    fw={600}
                    c={request.refund.status === 'failed' ? 'red' : 'cedar'}
                    data-testid="return-given"
                  >
                    {t(GIVEN_TEXT[request.refund.status], { amount: ltr(price(request.refund.amount)) })}
                  </Text>
                ) : null}
              </Group>
              <Text size="sm" fw={500} dir="auto" data-testid="return-title">
                {requestTitle(t, request, itemName(request))}
              </Text>
              {request.message ? (
                <Text size="sm" c="dimmed" dir="auto">
                  {request.message}
                </Text>
              ) : null}
              {request.returnReason ? (
                <Text size="xs" c="dimmed">
                  {t('sellerReturns.reason', {
                    reason: issueTypeName(
                      t,
                      request.returnReason,
                      { label: request.returnReason, labelAr: request.returnReasonAr },
                      i18n.language,
                    ),
                  })}
                </Text>
              ) : null}
              {request.decisionNote ? (
                // First-strong isolate: a note in English keeps its full stop at its end inside the Arabic line.
                <Text size="xs">{t('sellerReturns.yourNote', { note: `\u2068${request.decisionNote}\u2069` })}</Text>
              ) : null}
              {request.status === 'pending' ? (
                <Group justify="flex-end" mt={4}>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    leftSection={<IconX size={14} />}
                    onClick={() => setDeciding({ request, decision: 'reject' })}
                    data-testid="return-reject"
                  >
                    {t('sellerReturns.reject')}
                  </Button>
                  <Button
                    size="xs"
                    leftSection={<IconCheck size={14} />}
                    onClick={() => setDeciding({ request, decision: 'accept' })}
                    data-testid="return-accept"
                  >
                    {t('sellerReturns.accept')}
                  </Button>
                </Group>
              ) : null}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {deciding ? (
        <DecisionModal request={deciding.request} decision={deciding.decision} onClose={() => setDeciding(null)} />
      ) : null}
    </Stack>
  );
}
