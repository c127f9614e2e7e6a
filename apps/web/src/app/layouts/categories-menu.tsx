import { IconCategory, IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderPopup, useHeaderDropdown } from './header-dropdown.tsx';
import classes from './storefront-header.module.css';

const loadPanel = () => import('./categories-panel.tsx');
// The mega menu comes with its own chunk: loaded when the pointer or the focus reaches the button.
const CategoriesPanel = lazy(() => loadPanel().then((module) => ({ default: module.CategoriesPanel })));
const preload = () => void loadPanel();

/** Spec 1 "Header": the All Categories button of the green bar, and its mega menu (categories-panel.tsx). */
export function CategoriesMenu() {
  const { t } = useTranslation();
  const dropdown = useHeaderDropdown();
  const panelId = useId();
  return (
    <div ref={dropdown.root} className={classes.dropdown}>
      <button {...dropdown.trigger(panelId, preload)} className={classes.categories} data-testid="categories-menu">
        <IconCategory size={18} />
        {t('nav.allCategories')}
        <IconChevronDown size={14} />
      </button>
      {dropdown.opened ? (
        // Nothing is drawn until the menu is there (a moment at most: it loads as the pointer comes).
        <Suspense fallback={null}>
          <HeaderPopup align="start" id={panelId} className={classes.megaPopup}>
            <CategoriesPanel focusFirst={dropdown.byKeyboard} onDone={dropdown.close} />
          </HeaderPopup>
        </Suspense>
      ) : null}
    </div>
  );
}
