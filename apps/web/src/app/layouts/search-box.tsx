import {
  ActionIcon,
  Avatar,
  Badge,
  Box,
  CloseButton,
  Group,
  NativeSelect,
  Popover,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconArrowUpRight,
  IconCategory,
  IconFlame,
  IconPhoto,
  IconSearch,
  IconTag,
  IconTrendingUp,
} from '@tabler/icons-react';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PREDICTIVE_MIN_LENGTH, usePredictive } from '../../api/catalog/get-predictive.ts';
import { usePrice } from '../../lib/currency.ts';
import { useAppNavigate } from '../../lib/host.ts';

/** Spec 1 section 9: suggestions wait for 300 ms of quiet typing. */
const DEBOUNCE_MS = 300;

function SuggestionGroup({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Box>
      <Group gap={6} mb={6} c="dimmed">
        {icon}
        <Text size="xs" fw={700} tt="uppercase" style={{ letterSpacing: '0.05em' }}>
          {title}
        </Text>
      </Group>
      {children}
    </Box>
  );
}

/**
 * Spec 1 "Header" and section 4 "Search": a category select offering only 'All', suggestions after
 * more than 2 characters, a clear icon and a search button that opens the listing at page 1.
 */
export function SearchBox() {
  const { t, i18n } = useTranslation();
  const arabic = i18n.resolvedLanguage === 'ar';
  const navigate = useAppNavigate();
  const location = useLocation();
  const price = usePrice();
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const [debounced] = useDebouncedValue(query.trim(), DEBOUNCE_MS);
  const suggestions = usePredictive(debounced);
  const listId = useId();

  // The box shows what the listing was searched for, so a shared link reads the same.
  useEffect(() => {
    if (location.pathname !== '/all-products') return;
    setQuery(new URLSearchParams(location.search).get('query') ?? '');
  }, [location.pathname, location.search]);

  const go = (params: Record<string, string>) => {
    setFocused(false);
    (document.activeElement as HTMLElement | null)?.blur();
    navigate(`/all-products?${new URLSearchParams({ ...params, page: '1' }).toString()}`);
  };
  const searchFor = (text: string) => go({ query: text });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (!text) return;
    go({ query: text });
  };

  const opened = focused && query.trim().length >= PREDICTIVE_MIN_LENGTH;
  const data = suggestions.data;
  const searches = [
    ...new Map(
      [...(data?.popularSearches ?? []), ...(data?.trendingSearches ?? [])].map((item) => [
        item.text.toLowerCase(),
        item,
      ]),
    ).values(),
  ].slice(0, 6);

  // Arrow keys walk the suggestions in the order they are shown; Enter picks the highlighted one.
  const actions: (() => void)[] = data
    ? [
        ...data.products.map((product) => () => {
          setFocused(false);
          navigate(`/products/${product._id}`);
        }),
        ...data.categories.map(
          (category) => () => go(category.parentCategory ? { subCategory: category._id } : { category: category._id }),
        ),
        ...data.brands.map((brand) => () => searchFor(brand.name)),
        ...searches.map((item) => () => searchFor(item.text)),
      ]
    : [];
  actions.push(() => searchFor(query.trim()));
  const offsets = {
    categories: data?.products.length ?? 0,
    brands: (data?.products.length ?? 0) + (data?.categories.length ?? 0),
    searches: (data?.products.length ?? 0) + (data?.categories.length ?? 0) + (data?.brands.length ?? 0),
    all: actions.length - 1,
  };
  const [active, setActive] = useState(-1);
  useEffect(() => setActive(-1), [debounced, data]);
  const option = (index: number) => ({
    id: `${listId}-${index}`,
    role: 'option',
    'aria-selected': index === active,
    'data-active': index === active,
    onMouseEnter: () => setActive(index),
  });
  const empty = data && !data.products.length && !data.categories.length && !data.brands.length && !searches.length;

  return (
    <Popover
      opened={opened}
      position="bottom-start"
      width="target"
      shadow="lg"
      radius="lg"
      offset={6}
      trapFocus={false}
      returnFocus={false}
      zIndex={300}
    >
      <Popover.Target>
        <Box
          component="form"
          role="search"
          onSubmit={submit}
          style={{
            display: 'flex',
            alignItems: 'center',
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 'var(--mantine-radius-xl)',
            background: 'white',
            overflow: 'hidden',
            width: '100%',
          }}
        >
          <NativeSelect
            variant="unstyled"
            aria-label={t('header.searchCategory')}
            data={[{ value: 'all', label: t('header.all') }]}
            w={84}
            styles={{
              input: {
                paddingInlineStart: 16,
                fontWeight: 500,
                borderInlineEnd: '1px solid var(--mantine-color-gray-3)',
                borderRadius: 0,
              },
            }}
          />
          <TextInput
            variant="unstyled"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            onFocus={() => setFocused(true)}
            // A click inside the dropdown lands before the blur ends it (see onMouseDown below).
            onBlur={() => setFocused(false)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setFocused(false);
              if (!opened) return;
              if (event.key === 'ArrowDown') {
                event.preventDefault();
                setActive((index) => Math.min(index + 1, actions.length - 1));
              } else if (event.key === 'ArrowUp') {
                event.preventDefault();
                setActive((index) => Math.max(index - 1, -1));
              } else if (event.key === 'Enter' && active >= 0) {
                event.preventDefault();
                actions[active]?.();
              }
            }}
            role="combobox"
            aria-expanded={opened}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={opened && active >= 0 ? `${listId}-${active}` : undefined}
            placeholder={t('header.searchPlaceholder')}
            aria-label={t('header.searchPlaceholder')}
            autoComplete="off"
            data-testid="search-input"
            style={{ flex: 1 }}
            styles={{ input: { paddingInline: 12 } }}
            rightSection={
              query ? <CloseButton size="sm" aria-label={t('header.clearSearch')} onClick={() => setQuery('')} /> : null
            }
          />
          <ActionIcon
            type="submit"
            size={36}
            radius="xl"
            m={3}
            aria-label={t('header.search')}
            data-testid="search-submit"
          >
            <IconSearch size={18} />
          </ActionIcon>
        </Box>
      </Popover.Target>
      <Popover.Dropdown
        p={0}
        onMouseDown={(event) => event.preventDefault()}
        data-testid="search-suggestions"
        id={listId}
        role="listbox"
      >
        <ScrollArea.Autosize mah={460} type="auto">
          <Stack gap="md" p="md">
            {suggestions.isPending || (suggestions.isFetching && !data) ? (
              [0, 1, 2].map((index) => (
                <Group key={index} gap="sm" wrap="nowrap">
                  <Skeleton height={40} width={40} radius="md" />
                  <Skeleton height={12} style={{ flex: 1 }} />
                </Group>
              ))
            ) : empty ? (
              <Text size="sm" c="dimmed" ta="center" py="sm">
                {t('catalog.search.noSuggestions')}
              </Text>
            ) : data ? (
              <>
                {data.products.length ? (
                  <SuggestionGroup title={t('catalog.search.products')} icon={<IconTag size={14} />}>
                    <Stack gap={2}>
                      {data.products.map((product, index) => (
                        <UnstyledButton
                          key={product._id}
                          className="suggestion-row"
                          {...option(index)}
                          onClick={actions[index]}
                          data-testid="suggestion-product"
                        >
                          <Group gap="sm" wrap="nowrap" px={6} py={4}>
                            <Avatar src={product.image} radius="md" size={40} color="gray">
                              <IconPhoto size={18} />
                            </Avatar>
                            <Text size="sm" style={{ flex: 1 }} lineClamp={1}>
                              {arabic && product.nameAr ? product.nameAr : product.name}
                            </Text>
                            <Text size="sm" fw={600} dir="ltr">
                              {price(product.price)}
                            </Text>
                          </Group>
                        </UnstyledButton>
                      ))}
                    </Stack>
                  </SuggestionGroup>
                ) : null}
                {data.categories.length ? (
                  <SuggestionGroup title={t('catalog.search.categories')} icon={<IconCategory size={14} />}>
                    <Group gap={6}>
                      {data.categories.map((category, index) => (
                        <Badge
                          key={category._id}
                          {...option(offsets.categories + index)}
                          className="suggestion-chip"
                          component="button"
                          type="button"
                          variant="light"
                          size="lg"
                          radius="xl"
                          style={{ cursor: 'pointer', textTransform: 'none' }}
                          onClick={actions[offsets.categories + index]}
                        >
                          {arabic && category.nameAr ? category.nameAr : category.name}
                        </Badge>
                      ))}
                    </Group>
                  </SuggestionGroup>
                ) : null}
                {data.brands.length ? (
                  <SuggestionGroup title={t('catalog.search.brands')} icon={<IconFlame size={14} />}>
                    <Group gap={6}>
                      {data.brands.map((brand, index) => (
                        <Badge
                          key={brand._id}
                          {...option(offsets.brands + index)}
                          className="suggestion-chip"
                          component="button"
                          type="button"
                          variant="default"
                          size="lg"
                          radius="xl"
                          style={{ cursor: 'pointer', textTransform: 'capitalize' }}
                          onClick={actions[offsets.brands + index]}
                        >
                          {brand.name}
                        </Badge>
                      ))}
                    </Group>
                  </SuggestionGroup>
                ) : null}
                {searches.length ? (
                  <SuggestionGroup title={t('catalog.search.popular')} icon={<IconTrendingUp size={14} />}>
                    <Stack gap={0}>
                      {searches.map((item, index) => (
                        <UnstyledButton
                          key={item.text}
                          className="suggestion-row"
                          {...option(offsets.searches + index)}
                          onClick={actions[offsets.searches + index]}
                        >
                          <Group gap={8} px={6} py={6} wrap="nowrap">
                            <IconSearch size={14} color="var(--mantine-color-gray-6)" />
                            <Text size="sm" style={{ flex: 1 }}>
                              {item.text}
                            </Text>
                            <IconArrowUpRight size={14} color="var(--mantine-color-gray-5)" className="flip-rtl" />
                          </Group>
                        </UnstyledButton>
                      ))}
                    </Stack>
                  </SuggestionGroup>
                ) : null}
              </>
            ) : null}
            <UnstyledButton
              onClick={actions[offsets.all]}
              className="suggestion-row"
              {...option(offsets.all)}
              data-testid="search-all"
            >
              <Text size="sm" fw={600} c="cedar.7" px={6} py={4}>
                {t('catalog.search.seeAll', { query: query.trim() })}
              </Text>
            </UnstyledButton>
          </Stack>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
