import {
  IconArrowUpRight,
  IconCategory,
  IconFlame,
  IconPhoto,
  IconSearch,
  IconTag,
  IconTrendingUp,
} from '@tabler/icons-react';
import { useEffect, useImperativeHandle, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PREDICTIVE_MIN_LENGTH, usePredictive } from '../../api/catalog/get-predictive.ts';
import { usePrice } from '../../lib/currency.ts';
import ui from '../../components/storefront.module.css';
import menu from './header-menu.module.css';
import classes from './search-suggestions.module.css';
import header from './storefront-header.module.css';

/** Spec 1 section 9: suggestions wait for 300 ms of quiet typing. */
const DEBOUNCE_MS = 300;

/** What the search box's keys need: how many suggestions there are, and to pick one. */
export interface SuggestionsHandle {
  count: number;
  run: (index: number) => void;
}

function useDebounced(value: string) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}

function SuggestionGroup({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div>
      <div className={classes.groupTitle}>
        {icon}
        <span>{title}</span>
      </div>
      {children}
    </div>
  );
}

/**
 * The search box's suggestions (search-box.tsx), loaded when the box is first focused: products,
 * categories, brands and popular searches for what is typed, walked with the arrow keys. They show
 * while the box is focused with more than 2 characters in it, and tell the box (`onShown`).
 */
export function SearchSuggestions({
  handle,
  query,
  focused,
  onShown,
  listId,
  active,
  setActive,
  go,
  openProduct,
}: {
  handle: Ref<SuggestionsHandle>;
  query: string;
  focused: boolean;
  onShown: (shown: boolean) => void;
  listId: string;
  active: number;
  setActive: (index: number) => void;
  go: (params: Record<string, string>) => void;
  openProduct: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const arabic = i18n.resolvedLanguage === 'ar';
  const price = usePrice();
  const debounced = useDebounced(query);
  const suggestions = usePredictive(debounced);
  const data = suggestions.data;
  const searchFor = (text: string) => go({ query: text });
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
        ...data.products.map((product) => () => openProduct(product._id)),
        ...data.categories.map(
          (category) => () => go(category.parentCategory ? { subCategory: category._id } : { category: category._id }),
        ),
        ...data.brands.map((brand) => () => searchFor(brand.name)),
        ...searches.map((item) => () => searchFor(item.text)),
      ]
    : [];
  actions.push(() => searchFor(query));
  useImperativeHandle(handle, () => ({ count: actions.length, run: (index) => actions[index]?.() }));
  useEffect(() => setActive(-1), [debounced, data, setActive]);
  const opened = focused && query.length >= PREDICTIVE_MIN_LENGTH;
  useEffect(() => onShown(opened), [opened, onShown]);

  if (!opened) return null;

  const offsets = {
    categories: data?.products.length ?? 0,
    brands: (data?.products.length ?? 0) + (data?.categories.length ?? 0),
    searches: (data?.products.length ?? 0) + (data?.categories.length ?? 0) + (data?.brands.length ?? 0),
    all: actions.length - 1,
  };
  const option = (index: number) => ({
    type: 'button' as const,
    id: `${listId}-${index}`,
    role: 'option',
    'aria-selected': index === active,
    'data-active': index === active,
    onMouseEnter: () => setActive(index),
    onClick: actions[index],
  });
  const row = `${menu.item} ${classes.row}`;
  const empty = data && !data.products.length && !data.categories.length && !data.brands.length && !searches.length;

  return (
    <div
      className={`${header.popup} ${classes.panel}`}
      // Keeps the focus in the box: a click here lands before its blur would close the list.
      onMouseDown={(event) => event.preventDefault()}
      data-testid="search-suggestions"
      id={listId}
      role="listbox"
    >
      {suggestions.isPending || (suggestions.isFetching && !data) ? (
        [0, 1, 2].map((index) => (
          <div key={index} className={classes.skeletonRow}>
            <span className={`${ui.skeleton} ${classes.skeletonPhoto}`} />
            <span className={`${ui.skeleton} ${classes.skeletonLine}`} />
          </div>
        ))
      ) : empty ? (
        <p className={classes.empty}>{t('catalog.search.noSuggestions')}</p>
      ) : data ? (
        <>
          {data.products.length ? (
            <SuggestionGroup title={t('catalog.search.products')} icon={<IconTag size={14} />}>
              <div className={classes.rows}>
                {data.products.map((product, index) => (
                  <button key={product._id} className={row} {...option(index)} data-testid="suggestion-product">
                    {product.image ? (
                      <img className={classes.photo} src={product.image} alt="" width={40} height={40} />
                    ) : (
                      <span className={classes.photo}>
                        <IconPhoto size={18} />
                      </span>
                    )}
                    <span className={classes.name}>{arabic && product.nameAr ? product.nameAr : product.name}</span>
                    <span className={classes.price} dir="ltr">
                      {price(product.price)}
                    </span>
                  </button>
                ))}
              </div>
            </SuggestionGroup>
          ) : null}
          {data.categories.length ? (
            <SuggestionGroup title={t('catalog.search.categories')} icon={<IconCategory size={14} />}>
              <div className={classes.chips}>
                {data.categories.map((category, index) => (
                  <button key={category._id} className={classes.chip} {...option(offsets.categories + index)}>
                    {arabic && category.nameAr ? category.nameAr : category.name}
                  </button>
                ))}
              </div>
            </SuggestionGroup>
          ) : null}
          {data.brands.length ? (
            <SuggestionGroup title={t('catalog.search.brands')} icon={<IconFlame size={14} />}>
              <div className={classes.chips}>
                {data.brands.map((brand, index) => (
                  <button
                    key={brand._id}
                    className={classes.chip}
                    data-variant="default"
                    {...option(offsets.brands + index)}
                  >
                    {brand.name}
                  </button>
                ))}
              </div>
            </SuggestionGroup>
          ) : null}
          {searches.length ? (
            <SuggestionGroup title={t('catalog.search.popular')} icon={<IconTrendingUp size={14} />}>
              <div className={classes.rows}>
                {searches.map((item, index) => (
                  <button key={item.text} className={row} {...option(offsets.searches + index)}>
                    <IconSearch size={14} className={classes.searchIcon} />
                    <span className={classes.name}>{item.text}</span>
                    <IconArrowUpRight size={14} className={`${classes.searchIcon} flip-rtl`} />
                  </button>
                ))}
              </div>
            </SuggestionGroup>
          ) : null}
        </>
      ) : null}
      <button className={`${row} ${classes.all}`} {...option(offsets.all)} data-testid="search-all">
        {t('catalog.search.seeAll', { query })}
      </button>
    </div>
  );
}
