import { IconSearch, IconSelector, IconX } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppNavigate } from '../../lib/host.ts';
import classes from './search-box.module.css';
import type { SuggestionsHandle } from './search-suggestions.tsx';

// The suggestions come with their own chunk, loaded when the box is first focused. It decides when
// they show (the length typed) and says so: nothing here imports what it does, so the frame's chunk
// keeps its route entry's name in the build's manifest (the budgets read it).
const SearchSuggestions = lazy(() =>
  import('./search-suggestions.tsx').then((module) => ({ default: module.SearchSuggestions })),
);

/**
 * Spec 1 "Header" and section 4 "Search": a category select offering only 'All', suggestions after
 * more than 2 characters, a clear icon and a search button that opens the listing at page 1.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const location = useLocation();
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  // Focused once: the suggestions are loaded and stay mounted (they keep what they fetched).
  const [used, setUsed] = useState(false);
  const [active, setActive] = useState(-1);
  // The suggestions are on screen (focused, and enough typed).
  const [opened, setOpened] = useState(false);
  const suggestions = useRef<SuggestionsHandle>(null);
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
  const openProduct = (id: string) => {
    setFocused(false);
    navigate(`/products/${id}`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (!text) return;
    go({ query: text });
  };

  return (
    <div className={classes.box}>
      <form role="search" className={classes.form} onSubmit={submit}>
        <span className={classes.selectWrap}>
          <select className={classes.select} aria-label={t('header.searchCategory')} defaultValue="all">
            <option value="all">{t('header.all')}</option>
          </select>
          <IconSelector size={16} className={classes.selectIcon} aria-hidden />
        </span>
        <input
          className={classes.input}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onFocus={() => {
            setFocused(true);
            setUsed(true);
          }}
          // A click inside the suggestions lands before the blur ends it (they keep the focus here).
          onBlur={() => setFocused(false)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setFocused(false);
            if (!opened) return;
            const count = suggestions.current?.count ?? 0;
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setActive((index) => Math.min(index + 1, count - 1));
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              setActive((index) => Math.max(index - 1, -1));
            } else if (event.key === 'Enter' && active >= 0) {
              event.preventDefault();
              suggestions.current?.run(active);
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
          enterKeyHint="search"
          data-testid="search-input"
        />
        {query ? (
          <button
            type="button"
            className={classes.clear}
            aria-label={t('header.clearSearch')}
            onClick={() => setQuery('')}
          >
            <IconX size={16} />
          </button>
        ) : null}
        <button type="submit" className={classes.submit} aria-label={t('header.search')} data-testid="search-submit">
          <IconSearch size={18} />
        </button>
      </form>
      {used ? (
        <Suspense fallback={null}>
          <SearchSuggestions
            handle={suggestions}
            query={query.trim()}
            focused={focused}
            onShown={setOpened}
            listId={listId}
            active={active}
            setActive={setActive}
            go={go}
            openProduct={openProduct}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
