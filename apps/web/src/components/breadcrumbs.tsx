import { IconChevronRight } from '@tabler/icons-react';
import { AppLink } from './app-link.tsx';
import classes from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** The page it leads to; the last crumb, the page itself, has none. */
  to?: string;
}

/** Where a page sits: its parents as links and itself, as a plain list (the separators point the reading way). */
export function Breadcrumbs({
  items,
  spaceBelow,
  testId,
}: {
  items: Crumb[];
  /** The theme's spacing below the trail, before the page's title. */
  spaceBelow: 'sm' | 'lg';
  testId?: string;
}) {
  return (
    <ol className={classes.list} data-space-below={spaceBelow} data-testid={testId}>
      {items.map((item, index) => (
        <li key={`${index}-${item.label}`} className={classes.item}>
          {item.to ? (
            <AppLink to={item.to} className={classes.link}>
              {item.label}
            </AppLink>
          ) : (
            <span className={classes.current} aria-current="page">
              {item.label}
            </span>
          )}
          {/* After its crumb, so a trail that wraps ends its line with the arrow, not starts one. */}
          {index < items.length - 1 ? (
            <IconChevronRight size={14} className={`flip-rtl ${classes.separator}`} aria-hidden />
          ) : null}
        </li>
      ))}
    </ol>
  );
}
