import { Badge, Group, Paper, Rating, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSellerRatings, type SellerShopRating } from '../../api/shop-ratings/get-seller-ratings.ts';
import { intlLocale } from '../../lib/locale-format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ListPager } from '../../components/list-pager.tsx';

/**
 * Issue 40: the shop's ratings as its page shows them (average, count, positive share over 90
 * days), and each rating, newest first, with the ones staff hid marked and why.
 */
export function SellerRatingsPage() {
  useDocumentTitle('sellerRatings');
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isPending, isPlaceholderData } = useSellerRatings(page);
  const numbers = new Intl.NumberFormat(intlLocale(i18n.language), { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(intlLocale(i18n.language), { style: 'percent' });
  const summary = data?.summary;
  const figures = [
    { label: t('sellerRatings.average'), value: summary?.average == null ? '—' : numbers.format(summary.average) },
    { label: t('sellerRatings.count'), value: summary ? numbers.format(summary.count) : '—' },
    {
      label: t('sellerRatings.positive'),
      value: summary?.positiveShare90d == null ? '—' : percent.format(summary.positiveShare90d),
    },
  ];
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('pageTitles.sellerRatings')}
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          {t('sellerRatings.intro')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {figures.map((figure) => (
          <Paper key={figure.label} withBorder radius="lg" p="md">
            <Text size="xs" c="dimmed">
              {figure.label}
            </Text>
            {isPending ? (
              <Skeleton h={28} w={60} mt={4} />
            ) : (
              <Text fz={24} fw={700} data-testid="seller-rating-figure">
                {figure.value}
              </Text>
            )}
          </Paper>
        ))}
      </SimpleGrid>
      {isPending ? (
        <Skeleton h={160} radius="lg" />
      ) : !data?.ratings.length ? (
        <Paper withBorder radius="lg" p="lg">
          <Text c="dimmed">{t('sellerRatings.none')}</Text>
        </Paper>
      ) : (
        <Stack gap="sm" style={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
          {data.ratings.map((rating) => (
            <RatingCard key={rating._id} rating={rating} />
          ))}
          <ListPager totalPages={data.pagination.totalPages} page={page} onChange={setPage} mt="sm" />
        </Stack>
      )}
    </Stack>
  );
}

function RatingCard({ rating }: { rating: SellerShopRating }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' }).format(
    new Date(rating.date),
  );
  return (
    <Paper withBorder radius="lg" p="md" data-testid="seller-rating" opacity={rating.hidden ? 0.75 : 1}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Rating
            value={rating.stars}
            readOnly
            size="sm"
            aria-label={t('sellerRatings.starsOutOfFive', { value: rating.stars })}
          />
          <Text size="sm" fw={500} dir="auto">
            {rating.author.name || t('sellerRatings.anonymous')}
          </Text>
        </Group>
        <Group gap="xs">
          {rating.hidden ? (
            <Badge color="gray" variant="light">
              {t('sellerRatings.hidden')}
            </Badge>
          ) : null}
          <Text size="xs" c="dimmed">
            {date}
          </Text>
        </Group>
      </Group>
      {rating.comment ? (
        <Text size="sm" mt="xs" dir="auto" style={{ whiteSpace: 'pre-line' }}>
          {rating.comment}
        </Text>
      ) : null}
      {rating.hidden && rating.hiddenReason ? (
        <Text size="xs" c="dimmed" mt="xs" dir="auto">
          {t('sellerRatings.hiddenReason', { reason: rating.hiddenReason })}
        </Text>
      ) : null}
    </Paper>
  );
}
