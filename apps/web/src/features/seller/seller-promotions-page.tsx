import {
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePromotions } from '../../api/promotions/get-promotions.ts';
import { useAnswerOffer, useRequestPromotion, type PromotionInput } from '../../api/promotions/request-promotion.ts';
import { toastResult } from '../../lib/toast-result.ts';
import { useSellerProducts } from '../../api/seller-products/get-seller-products.ts';
import { FormError } from '../../components/form-error.tsx';
import { marketDayFormat } from '../../lib/market-days.ts';
import { failureText, translateMessage } from '../../lib/messages.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const STATUS_COLOR = {
  pending: 'saffron',
  offered: 'blue',
  accepted: 'cedar',
  declined: 'red',
  cancelled: 'gray',
} as const;

/** Issue 13: ask for a discount or a place in today's deals or featured, and follow the answers. */
export function SellerPromotionsPage() {
  useDocumentTitle('promotions');
  const { t, i18n } = useTranslation();
  const products = useSellerProducts({ status: 'published', page: 1, limit: 50 });
  const promotions = usePromotions();
  const send = useRequestPromotion();
  const answer = useAnswerOffer();
  const respond = async (id: string, decision: 'accept' | 'decline') =>
    toastResult(t, await answer.mutateAsync({ id, decision }));
  const [failure, setFailure] = useState<string | null>(null);
  const date = marketDayFormat(i18n.language);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      productId: '',
      kind: 'discount' as PromotionInput['kind'],
      discountPercent: 10 as number | string,
      startsAt: today(),
      endsAt: inDays(7),
      note: '',
    },
  });

  const submit = async () => {
    setFailure(null);
    const values = form.values;
    const result = await send.mutateAsync({
      productId: values.productId,
      kind: values.kind,
      ...(values.kind === 'discount' ? { discountPercent: Number(values.discountPercent) } : {}),
      startsAt: new Date(`${values.startsAt}T00:00:00`).toISOString(),
      endsAt: new Date(`${values.endsAt}T23:59:59`).toISOString(),
      ...(values.note.trim() ? { note: values.note.trim() } : {}),
    });
    if (!result.success) {
      setFailure(failureText(t, result));
      return;
    }
    toastSuccess(translateMessage(t, result.message) ?? result.message);
    form.setFieldValue('note', '');
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('pageTitles.promotions')}
        </Title>
        <Text c="dimmed">{t('promotions.intro')}</Text>
      </div>
      <Card withBorder radius="lg" padding="lg">
        <form noValidate onSubmit={form.onSubmit(() => void submit())} data-testid="promotion-form">
          <Stack>
            <FormError message={failure} />
            <Select
              label={t('promotions.product')}
              placeholder={t('onboarding.choose')}
              searchable
              required
              data={(products.data?.products ?? []).map((product) => ({ value: product._id, label: product.name }))}
              {...form.getInputProps('productId')}
              nothingFoundMessage={t('promotions.noPublished')}
              data-testid="promotion-product"
            />
            <SegmentedControl
              fullWidth
              data={(['discount', 'todays_deal', 'featured'] as const).map((kind) => ({
                value: kind,
                label: t(`promotions.kinds.${kind}`),
              }))}
              {...form.getInputProps('kind')}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {form.values.kind === 'discount' ? (
                <NumberInput
                  label={t('promotions.discount')}
                  min={5}
                  max={90}
                  suffix="%"
                  {...form.getInputProps('discountPercent')}
                />
              ) : null}
              <TextInput
                type="date"
                label={t('promotions.startsAt')}
                min={today()}
                {...form.getInputProps('startsAt')}
              />
              <TextInput
                type="date"
                label={t('promotions.endsAt')}
                min={form.values.startsAt}
                {...form.getInputProps('endsAt')}
              />
            </SimpleGrid>
            <TextInput label={t('promotions.note')} maxLength={500} {...form.getInputProps('note')} />
            <Group justify="flex-end">
              <Button
                type="submit"
                loading={send.isPending}
                disabled={!form.values.productId}
                data-testid="send-promotion"
              >
                {t('promotions.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      <Card withBorder radius="lg" padding="lg">
        <Text fw={700} mb="sm">
          {t('promotions.requests')}
        </Text>
        {promotions.isPending ? (
          <Skeleton h={100} />
        ) : promotions.data?.length ? (
          // One block a request, its parts wrapping: a table of five columns was cut off on a phone (issue 24).
          <Stack gap={0} data-testid="promotion-list">
            {promotions.data.map((request) => (
              <Group
                key={request._id}
                justify="space-between"
                align="flex-start"
                gap="sm"
                py="sm"
                style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
                data-testid="promotion-row"
              >
                <Stack gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {request.productName}
                  </Text>
                  <Text size="sm">
                    {t(`promotions.kinds.${request.kind}`)}
                    {request.discountPercent ? ` · ${request.discountPercent}%` : ''} ·{' '}
                    {t('common.span', {
                      from: date.format(new Date(request.startsAt)),
                      to: date.format(new Date(request.endsAt)),
                    })}
                  </Text>
                  {request.offered && request.note ? (
                    <Text size="xs" c="dimmed" dir="auto">
                      {request.note}
                    </Text>
                  ) : null}
                  {request.status !== 'offered' && (request.decisionNote ?? (request.offered ? null : request.note)) ? (
                    <Text size="xs" c="dimmed" dir="auto">
                      {request.decisionNote ?? request.note}
                    </Text>
                  ) : null}
                </Stack>
                <Stack gap={6} align="flex-end">
                  <Group gap={6} justify="flex-end">
                    <Badge color={STATUS_COLOR[request.status]} variant="light" data-testid="promotion-status">
                      {t(`promotions.status.${request.status}`)}
                    </Badge>
                    {request.offered && request.status !== 'offered' ? (
                      <Badge variant="outline" color="blue">
                        {t('promotions.status.offered')}
                      </Badge>
                    ) : null}
                    {request.running ? <Badge color="cedar">{t('promotions.running')}</Badge> : null}
                  </Group>
                  {request.status === 'offered' ? (
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="compact-sm"
                        onClick={() => void respond(request._id, 'accept')}
                        loading={answer.isPending}
                        data-testid="offer-accept"
                      >
                        {t('promotions.accept')}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="default"
                        onClick={() => void respond(request._id, 'decline')}
                        disabled={answer.isPending}
                        data-testid="offer-decline"
                      >
                        {t('promotions.decline')}
                      </Button>
                    </Group>
                  ) : null}
                </Stack>
              </Group>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('promotions.none')}
          </Text>
        )}
      </Card>
    </Stack>
  );
}
