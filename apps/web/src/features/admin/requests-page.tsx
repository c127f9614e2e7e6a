import { Badge, Button, Card, Group, Modal, SimpleGrid, Skeleton, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useDecideRequest,
  useDuePayouts,
  usePendingProfileChanges,
  usePendingPromotions,
} from '../../api/admin/requests.ts';
import { ltr } from '../../lib/locale-format.ts';
import { toastResult } from '../../lib/toast-result.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { PageHeader } from '../../components/staff/page-header.tsx';
import { marketDayFormat } from '../../lib/market-days.ts';

const money = (usd: number) => ltr(`$${usd.toFixed(2)}`);

/** A decision with an optional note (the seller reads it): accept or approve, decline, mark paid. */
interface Pending {
  path: string;
  body: Record<string, unknown>;
  title: string;
  /** Which field the note fills: a decline's reason, or a payment's reference. */
  noteField: 'note' | 'reference';
}

function RequestCard({
  title,
  detail,
  actions,
  testId,
}: {
  title: ReactNode;
  detail: ReactNode;
  actions: ReactNode;
  testId: string;
}) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Stack gap={6}>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
        <Group gap="xs" justify="flex-end" mt={4}>
          {actions}
        </Group>
      </Stack>
    </Card>
  );
}

/** Issue 14: sellers' promotional requests, payouts due and profile changes, each decided here. */
export function RequestsPage() {
  useDocumentTitle('adminRequests');
  const { t, i18n } = useTranslation();
  const promotions = usePendingPromotions();
  const payouts = useDuePayouts();
  const profiles = usePendingProfileChanges();
  const decide = useDecideRequest();
  const [pending, setPending] = useState<Pending | null>(null);
  const [note, setNote] = useState('');
  const date = marketDayFormat(i18n.language);
  const span = (from: string, to: string) =>
    t('common.span', { from: date.format(new Date(from)), to: date.format(new Date(to)) });

  const confirm = async () => {
    if (!pending) return;
    const result = await decide.mutateAsync({
      path: pending.path,
      body: { ...pending.body, ...(note.trim() ? { [pending.noteField]: note.trim() } : {}) },
    });
    toastResult(t, result);
    if (result.success) {
      setPending(null);
      setNote('');
    }
  };
  const ask = (next: Pending) => {
    setNote('');
    setPending(next);
  };
  const empty = (
    <Text c="dimmed" ta="center" py="xl">
      {t('admin.requests.none')}
    </Text>
  );
  const count = (list: unknown[] | undefined) =>
    list?.length ? (
      <Badge size="sm" ms={6} circle>
        {list.length}
      </Badge>
    ) : null;

  return (
    <Stack gap="lg">
      <PageHeader title={t('pageTitles.adminRequests')} intro={t('admin.requests.intro')} />
      <Tabs defaultValue="promotions">
        <Tabs.List mb="md">
          <Tabs.Tab value="promotions" rightSection={count(promotions.data)}>
            {t('admin.requests.promotions')}
          </Tabs.Tab>
          <Tabs.Tab value="payouts" rightSection={count(payouts.data)} data-testid="tab-payouts">
            {t('admin.requests.payouts')}
          </Tabs.Tab>
          <Tabs.Tab value="profiles" rightSection={count(profiles.data)} data-testid="tab-profiles">
            {t('admin.requests.profiles')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="promotions">
          {promotions.isPending ? <Skeleton h={160} radius="md" /> : null}
          {promotions.data?.length === 0 ? empty : null}
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {promotions.data?.map((request) => (
              <RequestCard
                key={request._id}
                testId="promotion-request"
                title={`${request.productName ?? ''} · ${request.businessName ?? ''}`}
                detail={`${t(`admin.requests.kinds.${request.kind}`, { percent: request.discountPercent ?? 0 })} · ${span(request.startsAt, request.endsAt)}${request.note ? ` · ${request.note}` : ''}`}
                actions={
                  <>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() =>
                        ask({
                          path: `admin/promotional-requests/${request._id}`,
                          body: { decision: 'decline' },
                          title: t('admin.requests.declineTitle'),
                          noteField: 'note',
                        })
                      }
                    >
                      {t('admin.requests.decline')}
                    </Button>
                    <Button
                      size="xs"
                      onClick={() =>
                        ask({
                          path: `admin/promotional-requests/${request._id}`,
                          body: { decision: 'accept' },
                          title: t('admin.requests.acceptTitle'),
                          noteField: 'note',
                        })
                      }
                      data-testid="accept-promotion"
                    >
                      {t('admin.requests.accept')}
                    </Button>
                  </>
                }
              />
            ))}
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="payouts">
          {payouts.isPending ? <Skeleton h={160} radius="md" /> : null}
          {payouts.data?.length === 0 ? empty : null}
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {payouts.data?.map((payout) => (
              <RequestCard
                key={payout._id}
                testId="due-payout"
                title={`${payout.businessName ?? ''} · ${money(payout.amount)}`}
                detail={t('admin.requests.payoutDetail', {
                  period: span(payout.periodStart, new Date(Date.parse(payout.periodEnd) - 86_400_000).toISOString()),
                  gross: money(payout.gross),
                  commission: money(payout.commission),
                })}
                actions={
                  <Button
                    size="xs"
                    onClick={() =>
                      ask({
                        path: `admin/payouts/${payout._id}/paid`,
                        body: {},
                        title: t('admin.requests.payTitle'),
                        noteField: 'reference',
                      })
                    }
                    data-testid="mark-paid"
                  >
                    {t('admin.requests.markPaid')}
                  </Button>
                }
              />
            ))}
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="profiles">
          {profiles.isPending ? <Skeleton h={160} radius="md" /> : null}
          {profiles.data?.length === 0 ? empty : null}
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {profiles.data?.map((request) => (
              <RequestCard
                key={request._id}
                testId="profile-request"
                title={request.businessName}
                detail={Object.entries(request.changes)
                  .map(([field, value]) => `${field}: ${String(value)}`)
                  .join(' · ')}
                actions={
                  <>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() =>
                        ask({
                          path: `admin/seller-update-requests/${request._id}`,
                          body: { decision: 'decline' },
                          title: t('admin.requests.declineTitle'),
                          noteField: 'note',
                        })
                      }
                    >
                      {t('admin.requests.decline')}
                    </Button>
                    <Button
                      size="xs"
                      onClick={() =>
                        ask({
                          path: `admin/seller-update-requests/${request._id}`,
                          body: { decision: 'approve' },
                          title: t('admin.requests.approveTitle'),
                          noteField: 'note',
                        })
                      }
                    >
                      {t('admin.sellers.approve')}
                    </Button>
                  </>
                }
              />
            ))}
          </SimpleGrid>
        </Tabs.Panel>
      </Tabs>
      <Modal opened={pending !== null} onClose={() => setPending(null)} title={pending?.title} centered>
        <Stack gap="sm">
          <TextInput
            label={t(pending?.noteField === 'reference' ? 'admin.requests.reference' : 'admin.requests.note')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={pending?.noteField === 'reference' ? 120 : 500}
            data-testid="decision-note"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPending(null)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => void confirm()} loading={decide.isPending} data-testid="confirm-decision">
              {t('admin.requests.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
