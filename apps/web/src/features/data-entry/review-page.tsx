import {
  Badge,
  Button,
  Card,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecideReview } from '../../api/product-review/decide-review.ts';
import { useReviewQueue, type ReviewItem } from '../../api/product-review/get-review-queue.ts';
import { intlLocale, ltr, nameIn } from '../../lib/locale-format.ts';
import { translateMessage } from '../../lib/messages.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ListPager } from '../../components/list-pager.tsx';

const money = (value: number) => ltr(`$${value.toFixed(2)}`);

function VariantPrices({
  variants,
}: {
  variants: { sku: string | null; price: number; originalPrice: number | null; quantity: number }[];
}) {
  const { t } = useTranslation();
  return (
    <Table fz="xs" withRowBorders={false}>
      <Table.Tbody>
        {variants.map((variant, index) => (
          <Table.Tr key={index}>
            <Table.Td>{variant.sku ? ltr(variant.sku) : t('productAdmin.variantN', { n: index + 1 })}</Table.Td>
            <Table.Td>{money(variant.price)}</Table.Td>
            <Table.Td c="dimmed" td={variant.originalPrice ? 'line-through' : undefined}>
              {variant.originalPrice ? money(variant.originalPrice) : ''}
            </Table.Td>
            <Table.Td>{t('review.units', { count: variant.quantity })}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Issue 13: data-entry admins and admins publish sellers' new products and edits, or turn them back with a reason. */
export function ReviewPage() {
  useDocumentTitle('review');
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isPending } = useReviewQueue(page);
  const decide = useDecideReview();
  const [rejecting, setRejecting] = useState<ReviewItem | null>(null);
  const [reason, setReason] = useState('');
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });

  const act = async (item: ReviewItem, approve: boolean) => {
    const result = await decide.mutateAsync({
      productId: item.product._id,
      revisionId: item.revisionId,
      approve,
      reason,
    });
    if (result.success) {
      toastSuccess(translateMessage(t, result.message) ?? result.message);
      setRejecting(null);
      setReason('');
    } else toastError(translateMessage(t, result.errors?.[0]?.msg ?? result.message) ?? result.message);
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('pageTitles.review')}
        </Title>
        <Text c="dimmed">{t('review.intro')}</Text>
      </div>
      {isPending ? <Skeleton h={200} radius="lg" /> : null}
      {data?.items.length === 0 ? (
        <Card withBorder radius="lg" p="xl" ta="center" data-testid="review-empty">
          <Text c="dimmed">{t('review.empty')}</Text>
        </Card>
      ) : null}
      {data?.items.map((item) => (
        <Card
          key={`${item.product._id}-${item.revisionId ?? 'new'}`}
          withBorder
          radius="lg"
          padding="lg"
          data-testid="review-item"
        >
          <Group justify="space-between" align="flex-start" mb="sm">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              {item.product.primaryImage ? (
                <Image src={item.product.primaryImage} w={72} h={72} radius="md" alt="" />
              ) : null}
              <div>
                <Group gap="xs">
                  <Badge color={item.kind === 'new' ? 'saffron' : 'blue'} variant="light">
                    {t(`review.kinds.${item.kind}`)}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {date.format(new Date(item.submittedAt))}
                  </Text>
                </Group>
                <Text fw={700} size="lg">
                  {item.product.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {item.product.seller.businessName} · {nameIn(i18n.language, item.product.category)} /{' '}
                  {nameIn(i18n.language, item.product.subCategory)}
                </Text>
              </div>
            </Group>
            <Group gap="xs">
              <Button
                color="cedar"
                leftSection={<IconCheck size={16} />}
                loading={decide.isPending}
                onClick={() => void act(item, true)}
                data-testid="approve"
              >
                {t('review.approve')}
              </Button>
              <Button
                color="red"
                variant="light"
                leftSection={<IconX size={16} />}
                onClick={() => setRejecting(item)}
                data-testid="reject"
              >
                {t('review.reject')}
              </Button>
            </Group>
          </Group>
          {item.proposed ? (
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Card withBorder radius="md" bg="gray.0">
                <Text fw={600} size="sm" mb={4}>
                  {t('review.live')}
                </Text>
                <Text size="sm" fw={500}>
                  {item.product.name}
                </Text>
                <Text size="sm" c="dimmed" lineClamp={3}>
                  {item.product.description}
                </Text>
                <VariantPrices variants={item.product.variants} />
              </Card>
              <Card withBorder radius="md" style={{ borderColor: 'var(--mantine-color-blue-4)' }}>
                <Text fw={600} size="sm" mb={4}>
                  {t('review.proposed')}
                </Text>
                <Text size="sm" fw={500}>
                  {item.proposed.name}
                </Text>
                <Text size="sm" c="dimmed" lineClamp={3}>
                  {item.proposed.description}
                </Text>
                <VariantPrices variants={item.proposed.variants} />
                {item.proposed.newImages ? (
                  <Text size="xs" c="blue">
                    {t('review.newImages', { count: item.proposed.newImages })}
                  </Text>
                ) : null}
              </Card>
            </SimpleGrid>
          ) : (
            <Stack gap="xs">
              <Text size="sm" lineClamp={3}>
                {item.product.description}
              </Text>
              <Group gap="xs">
                {item.product.images.map((image) => (
                  <Image key={image._id} src={image.url} w={56} h={56} radius="sm" alt="" />
                ))}
              </Group>
              <VariantPrices variants={item.product.variants} />
            </Stack>
          )}
        </Card>
      ))}
      {data ? <ListPager totalPages={data.pagination.totalPages} page={page} onChange={setPage} /> : null}
      <Modal opened={rejecting !== null} onClose={() => setRejecting(null)} title={t('review.rejectTitle')} centered>
        <Stack>
          <Textarea
            label={t('review.reason')}
            description={t('review.reasonHint')}
            autosize
            minRows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-testid="reject-reason"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRejecting(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              disabled={reason.trim().length < 3}
              loading={decide.isPending}
              onClick={() => rejecting && void act(rejecting, false)}
              data-testid="confirm-reject"
            >
              {t('review.reject')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
