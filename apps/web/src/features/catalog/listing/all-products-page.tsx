import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  CloseButton,
  Container,
  Drawer,
  Group,
  Menu,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  useDirection,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAdjustmentsHorizontal,
  IconAlertCircle,
  IconArrowsSort,
  IconCheck,
  IconHeadset,
  IconSearchOff,
} from '@tabler/icons-react';
import { useEffect, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SORTS } from '@souk/shared/schemas/catalog';
import { useCategories } from '../../../api/catalog/get-categories.ts';
import { useProducts } from '../../../api/catalog/get-products.ts';
import { useShelf } from '../../../api/home/get-shelf.ts';
import { AppLink } from '../../../components/app-link.tsx';
import { ProductCard, ProductCardSkeleton } from '../../../components/product/product-card.tsx';
import { ProductCarousel } from '../../../components/product/product-carousel.tsx';
import { useProductText } from '../../../components/product/product-text.ts';
import { ListingFilters } from './listing-filters.tsx';
import { activeFilterCount, toFilters, useListingState } from './listing-params.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** Spec 1 "Products listing page": the grid's anchor, so a page change lands at its top. */
const GRID_ANCHOR = 'all-products-section';

function SortMenu({ value, onChange }: { value: string; onChange: (sort: string) => void }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <Button variant="default" radius="xl" leftSection={<IconArrowsSort size={16} />} data-testid="sort-menu">
          <Text span size="sm" c="dimmed" me={4} visibleFrom="xs">
            {t('catalog.sort.label')}
          </Text>
          {t(`catalog.sort.${value}`)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {SORTS.map((sort) => (
          <Menu.Item
            key={sort}
            onClick={() => onChange(sort)}
            rightSection={sort === value ? <IconCheck size={14} /> : null}
            data-testid={`sort-${sort}`}
          >
            {t(`catalog.sort.${sort}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function EmptyState({ query, onReset }: { query: string; onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl" ta="center" data-testid="listing-empty">
      <Stack align="center" gap="sm">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray">
          <IconSearchOff size={32} />
        </ThemeIcon>
        <Title order={3} fz={20}>
          {query ? t('catalog.notFoundFor', { query }) : t('catalog.noProducts')}
        </Title>
        <Text c="dimmed" maw={420}>
          {t('catalog.emptyHint')}
        </Text>
        <Button variant="light" radius="xl" onClick={onReset}>
          {t('catalog.filters.reset')}
        </Button>
      </Stack>
    </Paper>
  );
}

export function AllProductsPage() {
  useDocumentTitle('allProducts');
  const { t } = useTranslation();
  const { dir } = useDirection();
  const text = useProductText();
  const { state, update, reset } = useListingState();
  const [drawerOpened, drawer] = useDisclosure(false);
  const listing = useProducts(toFilters(state));
  const categories = useCategories();
  const trending = useShelf('trending');
  const moreResults = useShelf('moreToLove');
  const otherItems = useShelf('relatedItems', 18);

  const data = listing.data;
  const products = data?.products ?? [];
  const totalPages = data?.totalPages ?? 0;
  // An address past the last page (a stale link, fewer results now) shows the last page instead,
  // as the seller orders page does; meanwhile the grid stays loading rather than saying "no products".
  const lastPage = Math.max(1, totalPages);
  const pastTheEnd = Boolean(data) && !listing.isPlaceholderData && state.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage }, { replace: true });
  }, [pastTheEnd, lastPage, update]);
  const filterCount = activeFilterCount(state);

  const allCategories = categories.data ?? [];
  const category = allCategories.find((item) => item._id === state.category);
  const subCategory = allCategories
    .flatMap((item) => item.subCategories)
    .find((item) => item._id === state.subCategory);

  const goToPage = (page: number) => {
    update({ page });
    document.getElementById(GRID_ANCHOR)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  // Each page is a real link (crawlers follow it, a reader may open it in a new tab); a plain click
  // stays in the app.
  const location = useLocation();
  const currentPage = Math.min(state.page, totalPages);
  const linkToPage = (page: number) => {
    const params = new URLSearchParams(location.search);
    params.set('page', String(page));
    return {
      component: 'a',
      href: `${location.pathname}?${params.toString()}`,
      onClick: (event: MouseEvent<HTMLElement>) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        goToPage(page);
      },
    };
  };

  const title = state.query
    ? t('catalog.resultsFor', { query: state.query })
    : subCategory
      ? text.local(subCategory)
      : category
        ? text.local(category)
        : t('catalog.allProducts');

  const filters = (
    <ListingFilters
      state={state}
      onChange={(change) => {
        update(change);
      }}
      onReset={() => {
        reset();
        drawer.close();
      }}
    />
  );

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap={4} mb="md">
        <Title order={1} fz={{ base: 22, sm: 28 }} data-testid="listing-title">
          {title}
        </Title>
        <Text c="dimmed" size="sm" data-testid="listing-total">
          {data ? t('catalog.resultCount', { count: data.total, plus: data.totalIsCapped ? '+' : '' }) : '\u00a0'}
        </Text>
      </Stack>

      <Group justify="space-between" mb="md" gap="sm">
        <Group gap={6}>
          {category ? (
            <Badge
              size="lg"
              variant="light"
              radius="xl"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={t('catalog.removeFilter')}
                  onClick={() => update({ category: '' })}
                />
              }
            >
              {text.local(category)}
            </Badge>
          ) : null}
          {subCategory ? (
            <Badge
              size="lg"
              variant="light"
              radius="xl"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={t('catalog.removeFilter')}
                  onClick={() => update({ subCategory: '' })}
                />
              }
            >
              {text.local(subCategory)}
            </Badge>
          ) : null}
        </Group>
        <Group gap="xs" ms="auto">
          <Button
            hiddenFrom="md"
            variant="default"
            radius="xl"
            leftSection={<IconAdjustmentsHorizontal size={16} />}
            onClick={drawer.open}
            data-testid="open-filters"
            rightSection={
              filterCount ? (
                <Badge size="sm" circle>
                  {filterCount}
                </Badge>
              ) : null
            }
          >
            {t('catalog.filters.title')}
          </Button>
          <SortMenu value={state.sort} onChange={(sort) => update({ sort: sort as typeof state.sort })} />
        </Group>
      </Group>

      <Box style={{ display: 'flex', gap: 'var(--mantine-spacing-xl)', alignItems: 'flex-start' }}>
        <Paper visibleFrom="md" withBorder p="md" w={260} style={{ flexShrink: 0, position: 'sticky', top: 150 }}>
          <Text fw={800} mb="md">
            {t('catalog.filters.title')}
          </Text>
          {filters}
        </Paper>

        <Box id={GRID_ANCHOR} style={{ flex: 1, minWidth: 0, scrollMarginTop: 150 }}>
          {listing.isError ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('catalog.loadFailed')}>
              <Button mt="sm" size="xs" variant="light" color="red" onClick={() => void listing.refetch()}>
                {t('catalog.tryAgain')}
              </Button>
            </Alert>
          ) : listing.isPending || pastTheEnd ? (
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
              {Array.from({ length: state.limit }, (_, index) => (
                <ProductCardSkeleton key={index} />
              ))}
            </SimpleGrid>
          ) : products.length === 0 ? (
            <EmptyState query={state.query} onReset={reset} />
          ) : (
            <SimpleGrid
              cols={{ base: 2, sm: 3, lg: 4 }}
              spacing={{ base: 'sm', sm: 'md' }}
              data-testid="product-grid"
              style={{ opacity: listing.isPlaceholderData ? 0.55 : 1, transition: 'opacity 120ms' }}
            >
              {products.map((product, index) => (
                // The first row holds the page's largest photo on a phone (two a row): fetched first.
                <ProductCard key={product._id} product={product} priority={index < 2} />
              ))}
            </SimpleGrid>
          )}
          {totalPages > 1 ? (
            <Group justify="center" mt="xl">
              <Pagination
                total={totalPages}
                value={currentPage}
                onChange={goToPage}
                getItemProps={linkToPage}
                siblings={0}
                boundaries={1}
                radius="xl"
                data-testid="pagination"
                getControlProps={(control) => ({
                  'aria-label':
                    control === 'previous' ? t('catalog.previous') : control === 'next' ? t('catalog.next') : undefined,
                  ...(control === 'previous' && currentPage > 1 ? linkToPage(currentPage - 1) : {}),
                  ...(control === 'next' && currentPage < totalPages ? linkToPage(currentPage + 1) : {}),
                })}
              />
            </Group>
          ) : null}
        </Box>
      </Box>

      <Paper mt={40} p="lg" radius="lg" bg="cedar.0" withBorder={false}>
        <Group justify="space-between" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={42} radius="xl" variant="white">
              <IconHeadset size={22} />
            </ThemeIcon>
            <div>
              <Text fw={700}>{t('catalog.help.title')}</Text>
              <Text size="sm" c="dimmed">
                {t('catalog.help.text')}
              </Text>
            </div>
          </Group>
          <Anchor component={AppLink} to="/contact-us" fw={600} data-testid="listing-help">
            {t('catalog.help.link')}
          </Anchor>
        </Group>
      </Paper>

      <Stack gap={48} mt={48}>
        <ProductCarousel
          id="trendy-products-section"
          title={t('catalog.sections.trendy')}
          products={trending.data}
          loading={trending.isPending}
          error={trending.isError ? t('catalog.loadFailed') : null}
          perView={{ base: 2, sm: 3, md: 4 }}
        />
        <ProductCarousel
          id="more-results-section"
          title={t('catalog.sections.moreResults')}
          products={moreResults.data}
          loading={moreResults.isPending}
          error={moreResults.isError ? t('catalog.loadFailed') : null}
          perView={{ base: 1, sm: 2, md: 3 }}
          layout="row"
        />
        <ProductCarousel
          id="related-searches-section"
          title={t('catalog.sections.otherItems')}
          products={otherItems.data}
          loading={otherItems.isPending}
          error={otherItems.isError ? t('catalog.loadFailed') : null}
          perView={{ base: 2, sm: 3, md: 6 }}
        />
      </Stack>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        position={dir === 'rtl' ? 'right' : 'left'}
        size="85%"
        title={<Text fw={800}>{t('catalog.filters.title')}</Text>}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {filters}
        <Button fullWidth mt="lg" radius="xl" onClick={drawer.close} data-testid="apply-filters">
          {data ? t('catalog.showResults', { count: data.total }) : t('common.close')}
        </Button>
      </Drawer>
    </Container>
  );
}
