import {
  ActionIcon,
  Badge,
  Button,
  ColorSwatch,
  Group,
  Image,
  Pagination,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconEdit, IconSearch, IconTrash } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormBrand, FormCategory } from '../../api/seller-products/get-product-form-options.ts';
import type {
  AdminProduct,
  ProductFilters,
  ProductPage,
  ProductTableQuery,
} from '../../api/seller-products/get-seller-products.ts';
import { intlLocale, ltr, nameIn } from '../../lib/locale-format.ts';
import { ProductFiltersDialog } from './product-filters-dialog.tsx';
import { StatusBadge, StockBadge } from './stock-badge.tsx';
import { VariantsDialog } from './variants-dialog.tsx';

export const PRODUCT_PAGE_SIZE = 10;
const SEARCH_MIN = 3;

interface Props {
  /** The page for a query; the caller owns the request (seller or staff paths). */
  usePage: (query: ProductTableQuery) => { data: ProductPage | undefined; isPending: boolean };
  categories: FormCategory[];
  brands: FormBrand[];
  /** Spec 3 section 2.5: hidden for data-entry roles and for a seller's own table. */
  showSeller?: boolean;
  onAdd?: () => void;
  onEdit?: (product: AdminProduct) => void;
  onDelete?: (product: AdminProduct) => void;
  toolbar?: ReactNode;
}

const money = (value: number) => ltr(`$${value.toFixed(2)}`);
const shortText = (text: string) => text.split(/\s+/).slice(0, 2).join(' ') + (text.split(/\s+/).length > 2 ? '…' : '');

/**
 * The product table of spec 3 section 2.5, shared by the seller area and data entry: search of 3+
 * characters (search mode), filters (filtered mode, back to page 1), the colour column toggle, the
 * Variants badge, stock badges and a pager of 10 a page.
 */
export function ProductTable({
  usePage,
  categories,
  brands,
  showSeller = false,
  onAdd,
  onEdit,
  onDelete,
  toolbar,
}: Props) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery('(max-width: 30em)');
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 350);
  const [filters, setFilters] = useState<ProductFilters>({});
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [showColor, setShowColor] = useState(false);
  const [page, setPage] = useState(1);
  const [variantsOf, setVariantsOf] = useState<AdminProduct | null>(null);
  const tooShort = keyword.length > 0 && keyword.length < SEARCH_MIN;
  const { data, isPending } = usePage({
    ...filters,
    ...(keyword.length >= SEARCH_MIN ? { keyword } : {}),
    page,
    limit: PRODUCT_PAGE_SIZE,
  });
  useEffect(() => setPage(1), [keyword]);
  const activeFilters = Object.values(filters).filter(Boolean).length;
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' });

  // Spec 3 section 2.5's columns, with the state of each product (status, stock) right after its
  // title: the table scrolls sideways, and those are what a seller or data entry looks for first.
  const columns = [
    'id',
    'title',
    'status',
    'stock',
    'price',
    'originalPrice',
    'category',
    'subCategory',
    ...(showColor ? ['color'] : []),
    'gender',
    'manufacturing',
    'brand',
    'size',
    'description',
    'promotion',
    'createdAt',
    ...(showSeller ? ['seller'] : []),
    ...(onEdit ? ['edit'] : []),
    ...(onDelete ? ['delete'] : []),
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <TextInput
          placeholder={t('productAdmin.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          error={tooShort ? t('messages.searchMinChars') : undefined}
          w={{ base: '100%', sm: 320 }}
          data-testid="product-search"
        />
        <Group gap="sm">
          <Switch
            label={t('productAdmin.showColor')}
            checked={showColor}
            onChange={(event) => setShowColor(event.currentTarget.checked)}
            data-testid="color-toggle"
          />
          <Button
            variant="default"
            leftSection={<IconAdjustmentsHorizontal size={16} />}
            onClick={() => setFiltersOpen(true)}
            data-testid="open-filters"
          >
            {t('productAdmin.filter')}
            {activeFilters ? (
              <Badge ms={6} size="sm" circle>
                {activeFilters}
              </Badge>
            ) : null}
          </Button>
          {activeFilters ? (
            <Button
              variant="subtle"
              color="gray"
              onClick={() => {
                setFilters({});
                setPage(1);
              }}
              data-testid="clear-filters"
            >
              {t('productAdmin.clearAll')}
            </Button>
          ) : null}
          {toolbar}
          {onAdd ? (
            <Button onClick={onAdd} data-testid="add-product">
              {t('productAdmin.addProduct')}
            </Button>
          ) : null}
        </Group>
      </Group>
      <Paper withBorder radius="lg">
        <ScrollArea type="auto">
          <Table striped highlightOnHover verticalSpacing="sm" miw={1400} data-testid="product-table">
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column} style={{ whiteSpace: 'nowrap' }}>
                    {t(`productAdmin.columns.${column}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {isPending
                ? [0, 1, 2].map((row) => (
                    <Table.Tr key={row}>
                      <Table.Td colSpan={columns.length}>
                        <Skeleton h={36} />
                      </Table.Td>
                    </Table.Tr>
                  ))
                : data?.products.map((product) => {
                    const first = product.variants[0];
                    const sizes = [...new Set(product.variants.map((variant) => variant.size).filter(Boolean))];
                    const promotion = [
                      product.isTodayDeal && 'deal',
                      product.isFeatured && 'featured',
                      product.isTrending && 'trending',
                    ].filter(Boolean) as string[];
                    return (
                      <Table.Tr key={product._id} data-testid="product-row">
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            {product.primaryImage ? (
                              <Image src={product.primaryImage} w={36} h={36} radius="sm" alt="" />
                            ) : null}
                            <Text size="xs" c="dimmed" ff="monospace">
                              {ltr(product._id.slice(0, 8))}
                            </Text>
                          </Group>
                        </Table.Td>
                        <Table.Td miw={150}>
                          <Text size="sm" fw={600} lineClamp={2} maw={220}>
                            {product.name}
                          </Text>
                          {product.variants.length > 1 ? (
                            <Badge
                              variant="light"
                              size="sm"
                              style={{ cursor: 'pointer' }}
                              onClick={() => setVariantsOf(product)}
                              data-testid="variants-badge"
                            >
                              {t('productAdmin.variants', { count: product.variants.length })}
                            </Badge>
                          ) : null}
                        </Table.Td>
                        <Table.Td>
                          <StatusBadge product={product} />
                          {product.status === 'rejected' && product.reviewNote ? (
                            <Text size="xs" c="red.8" mt={4} maw={220} data-testid="rejection-reason">
                              {product.reviewNote}
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td>
                          <StockBadge inventory={product.inventory} />
                        </Table.Td>
                        <Table.Td>{first ? money(first.price) : '—'}</Table.Td>
                        <Table.Td>{first?.originalPrice ? money(first.originalPrice) : '—'}</Table.Td>
                        <Table.Td>{nameIn(i18n.language, product.category)}</Table.Td>
                        <Table.Td>{nameIn(i18n.language, product.subCategory)}</Table.Td>
                        {showColor ? (
                          <Table.Td>
                            <Group gap={4} wrap="nowrap">
                              {product.variants.map((variant) =>
                                variant.color ? (
                                  <ColorSwatch
                                    key={variant._id}
                                    color={variant.color.hexCode}
                                    size={16}
                                    title={nameIn(i18n.language, variant.color)}
                                  />
                                ) : null,
                              )}
                            </Group>
                          </Table.Td>
                        ) : null}
                        <Table.Td>{t(`productAdmin.genders.${product.gender}`)}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          {t(`productAdmin.sources.${product.manufacturingSource}`)}
                        </Table.Td>
                        <Table.Td>{product.brand?.name ?? '—'}</Table.Td>
                        <Table.Td>{sizes.join(', ') || '—'}</Table.Td>
                        <Table.Td>{shortText(product.description)}</Table.Td>
                        <Table.Td>
                          {promotion.length
                            ? promotion.map((key) => t(`productAdmin.promotions.${key}`)).join(', ')
                            : '—'}
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{date.format(new Date(product.createdAt))}</Table.Td>
                        {showSeller ? <Table.Td>{product.seller.businessName}</Table.Td> : null}
                        {onEdit ? (
                          <Table.Td>
                            <ActionIcon
                              variant="subtle"
                              aria-label={t('productAdmin.edit')}
                              onClick={() => onEdit(product)}
                              data-testid="edit-product"
                            >
                              <IconEdit size={18} />
                            </ActionIcon>
                          </Table.Td>
                        ) : null}
                        {onDelete ? (
                          <Table.Td>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={t('productAdmin.delete')}
                              onClick={() => onDelete(product)}
                              data-testid="delete-product"
                            >
                              <IconTrash size={18} />
                            </ActionIcon>
                          </Table.Td>
                        ) : null}
                      </Table.Tr>
                    );
                  })}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        {!isPending && data?.products.length === 0 ? (
          <Text ta="center" c="dimmed" py="xl" data-testid="no-products">
            {t('productAdmin.noProducts')}
          </Text>
        ) : null}
      </Paper>
      {data && data.pagination.totalPages > 1 ? (
        <Group justify="center">
          {/* Seven buttons and the arrows fit a phone's width only at the small size. */}
          <Pagination
            total={data.pagination.totalPages}
            value={page}
            onChange={setPage}
            siblings={1}
            boundaries={1}
            size={phone ? 'sm' : 'md'}
            gap={phone ? 4 : 8}
            data-testid="product-pager"
          />
        </Group>
      ) : null}
      <ProductFiltersDialog
        key={filtersOpen ? 'open' : 'closed'}
        opened={filtersOpen}
        filters={filters}
        categories={categories}
        brands={brands}
        onClose={() => setFiltersOpen(false)}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
          setFiltersOpen(false);
        }}
      />
      <VariantsDialog product={variantsOf} onClose={() => setVariantsOf(null)} />
    </Stack>
  );
}
