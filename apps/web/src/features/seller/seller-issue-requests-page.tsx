import { Badge, Button, Card, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useIssueOrderItems,
  useIssueOrders,
  useSellerIssueRequests,
  useSellerIssueTypes,
  useSendIssueRequest,
} from '../../api/seller-issues/seller-issues.ts';
import { intlLocale, ltr } from '../../lib/locale-format.ts';
import { toastResult } from '../../lib/toast-result.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { FaqList } from '../../components/faq-list.tsx';
import { issueTypeName } from '../../lib/issue-type.ts';

const STATUS_COLOR = { pending: 'saffron', escalated: 'saffron', closed: 'cedar' } as const;

/** Issue 15: a seller asks customer service about an order, follows the answers, and reads the seller FAQs. */
export function SellerIssueRequestsPage() {
  useDocumentTitle('sellerIssueRequests');
  const { t, i18n } = useTranslation();
  const orders = useIssueOrders();
  const types = useSellerIssueTypes();
  const requests = useSellerIssueRequests();
  const send = useSendIssueRequest();
  const [orderId, setOrderId] = useState<string | null>(null);
  const [itemId, setItemId] = useState<string | null>(null);
  const [issueType, setIssueType] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const items = useIssueOrderItems(orderId);
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' });

  const submit = async () => {
    if (!orderId || !issueType) return;
    const result = await send.mutateAsync({
      orderId,
      ...(itemId ? { itemId } : {}),
      issueType,
      description: description.trim(),
    });
    toastResult(t, result);
    if (result.success) {
      setOrderId(null);
      setItemId(null);
      setIssueType(null);
      setDescription('');
    }
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('pageTitles.sellerIssueRequests')}
        </Title>
        <Text c="dimmed">{t('sellerIssues.intro')}</Text>
      </div>
      <Paper withBorder radius="lg" p="md" maw={760}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Select
              label={t('sellerIssues.order')}
              data={(orders.data ?? []).map((order) => ({
                value: order.id,
                label: `${order.orderNumber} · ${date.format(new Date(order.date))}`,
              }))}
              value={orderId}
              onChange={(value) => {
                setOrderId(value);
                setItemId(null);
              }}
              searchable
              nothingFoundMessage={t('sellerIssues.noOrders')}
              data-testid="issue-order"
            />
            <Select
              label={t('sellerIssues.item')}
              data={(items.data ?? []).map((item) => ({ value: item._id, label: item.name }))}
              value={itemId}
              onChange={setItemId}
              disabled={!orderId}
              clearable
              data-testid="issue-item"
            />
            <Select
              label={t('sellerIssues.issue')}
              data={(types.data ?? []).map((type) => ({
                value: type.value,
                label: issueTypeName(t, type.value, type, i18n.language),
              }))}
              value={issueType}
              onChange={setIssueType}
              disabled={!types.data}
              data-testid="issue-type"
            />
          </SimpleGrid>
          <Textarea
            label={t('sellerIssues.description')}
            value={description}
            maxLength={400}
            autosize
            minRows={3}
            onChange={(event) => setDescription(event.currentTarget.value)}
            data-testid="issue-description"
          />
          <Group justify="flex-end">
            <Button
              leftSection={<IconSend size={16} />}
              disabled={!orderId || !issueType || !description.trim()}
              loading={send.isPending}
              onClick={() => void submit()}
              data-testid="issue-submit"
            >
              {t('sellerIssues.send')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Title order={2} fz="lg">
        {t('sellerIssues.mine')}
      </Title>
      {requests.data?.length === 0 ? <Text c="dimmed">{t('sellerIssues.none')}</Text> : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {(requests.data ?? []).map((request) => (
          <Card key={request._id} withBorder radius="lg" padding="md" data-testid="issue-request">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>
                  #{request.ticketNumber} · {issueTypeName(t, request.issueType)}
                </Text>
                <Text size="xs" c="dimmed">
                  {[
                    request.orderNumber ? ltr(request.orderNumber) : null,
                    request.item,
                    date.format(new Date(request.createdAt)),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </div>
              <Badge color={STATUS_COLOR[request.status]} variant="light" style={{ flexShrink: 0 }}>
                {t(`cs.status.${request.status}`)}
              </Badge>
            </Group>
            <Text size="sm" mt={6} dir="auto">
              {request.description}
            </Text>
            {request.answer ? (
              <Text size="sm" mt={6} c="cedar.8" fw={500}>
                {t('sellerIssues.answer', { answer: request.answer })}
              </Text>
            ) : null}
          </Card>
        ))}
      </SimpleGrid>
      <Title order={2} fz="lg">
        {t('sellerIssues.faqs')}
      </Title>
      <FaqList audience="seller" />
    </Stack>
  );
}
