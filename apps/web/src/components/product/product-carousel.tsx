import { ActionIcon, Alert, Box, Group, SimpleGrid, Text, Title, useMatches } from '@mantine/core';
import { IconAlertCircle, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '../../api/catalog/product-types.ts';
import { ProductCard, ProductCardSkeleton, ProductRowCard } from './product-card.tsx';

const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
type Breakpoint = (typeof BREAKPOINTS)[number];
export type PerView = { base: number } & Partial<Record<Breakpoint, number>>;

/** The smallest screen size that shows a first page's card `index` (undefined: every size does). */
function shownFrom(perView: PerView, index: number): Breakpoint | undefined {
  if (index < perView.base) return undefined;
  return BREAKPOINTS.find((breakpoint) => (perView[breakpoint] ?? 0) > index);
}

/**
 * A shelf of product cards shown a page at a time (spec 1 section 9 gives each shelf its count per
 * page); the arrows step a whole page and point the reading direction in Arabic.
 */
export function ProductCarousel({
  id,
  title,
  products,
  loading,
  error,
  perView,
  action,
  testId,
  layout = 'card',
}: {
  id?: string;
  title: string;
  products: ProductSummary[] | undefined;
  loading: boolean;
  error?: string | null;
  perView: PerView;
  action?: ReactNode;
  testId?: string;
  /** 'row' lays each product out wide and short (photo beside text). */
  layout?: 'card' | 'row';
}) {
  const { t } = useTranslation();
  const count = useMatches<number>(perView);
  const [page, setPage] = useState(0);
  const items = products ?? [];
  const pages = Math.max(1, Math.ceil(items.length / count));
  const current = Math.min(page, pages - 1);
  // The first page is drawn for the widest screen and CSS hides what a narrower one has no room for:
  // the server does not know the screen, and the page must not change when the browser learns it.
  const most = Math.max(...Object.values(perView));
  const visible = current === 0 ? items.slice(0, most) : items.slice(current * count, current * count + count);
  const cell = (index: number, card: ReactNode) => (
    <Box key={index} h="100%" visibleFrom={current === 0 ? shownFrom(perView, index) : undefined}>
      {card}
    </Box>
  );

  return (
    <Box id={id} component="section" data-testid={testId} style={{ scrollMarginTop: 150 }}>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={2} fz={{ base: 20, sm: 24 }}>
          {title}
        </Title>
        <Group gap={6} wrap="nowrap">
          {action}
          {pages > 1 ? (
            <>
              <Text size="sm" c="dimmed" visibleFrom="xs" me={4} dir="ltr">
                {t('catalog.pageOf', { page: current + 1, pages })}
              </Text>
              <ActionIcon
                variant="default"
                radius="xl"
                size={34}
                disabled={current === 0}
                onClick={() => setPage(current - 1)}
                aria-label={t('catalog.previous')}
              >
                <IconChevronLeft size={18} className="flip-rtl" />
              </ActionIcon>
              <ActionIcon
                variant="default"
                radius="xl"
                size={34}
                disabled={current >= pages - 1}
                onClick={() => setPage(current + 1)}
                aria-label={t('catalog.next')}
              >
                <IconChevronRight size={18} className="flip-rtl" />
              </ActionIcon>
            </>
          ) : null}
        </Group>
      </Group>
      {error ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} radius="md">
          {error}
        </Alert>
      ) : (
        <SimpleGrid cols={perView} spacing={{ base: 'sm', sm: 'md' }}>
          {loading && items.length === 0
            ? Array.from({ length: most }, (_, index) => cell(index, <ProductCardSkeleton />))
            : visible.map((product, index) =>
                cell(
                  index,
                  layout === 'row' ? (
                    <ProductRowCard key={product._id} product={product} />
                  ) : (
                    <ProductCard key={product._id} product={product} />
                  ),
                ),
              )}
        </SimpleGrid>
      )}
      {!loading && !error && items.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('catalog.nothingHere')}
        </Text>
      ) : null}
    </Box>
  );
}
