import { useCallback, useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import classes from './storefront-header.module.css';

/**
 * A pop-up of the header (the categories, the account menu, the bell): its button toggles it; a
 * press outside it, focus leaving it (Tab) or Escape close it, Escape giving the focus back to the
 * button. `root` wraps the button and the pop-up, which is drawn under the button. `byKeyboard`:
 * it was opened from the keyboard, so its first item takes the focus, as a menu's does.
 */
export function useHeaderDropdown() {
  const [opened, setOpened] = useState(false);
  const [byKeyboard, setByKeyboard] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!opened) return undefined;
    const outside = (event: Event) => event.target instanceof Node && !root.current?.contains(event.target);
    const onPointer = (event: PointerEvent) => {
      if (outside(event)) setOpened(false);
    };
    const onFocus = (event: FocusEvent) => {
      if (outside(event)) setOpened(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpened(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('keydown', onKey);
    };
  }, [opened]);
  const close = useCallback(() => setOpened(false), []);
  const toggle = useCallback((event: MouseEvent) => {
    // A click the keyboard made (Enter, Space) has no pointer: detail 0.
    setByKeyboard(event.detail === 0);
    setOpened((current) => !current);
  }, []);
  /**
   * The button's own props: it toggles the pop-up (`panelId`), whose chunk `preload` fetches as the
   * pointer or the focus comes.
   */
  const trigger = (panelId: string, preload: () => void) => ({
    ref: button,
    type: 'button' as const,
    'aria-expanded': opened,
    'aria-controls': opened ? panelId : undefined,
    onClick: toggle,
    onPointerEnter: preload,
    onFocus: preload,
  });
  return { opened, byKeyboard, close, root, trigger };
}

/**
 * The pop-up's box, under its button at the start or the end side; moved sideways to stay on a
 * narrow screen (a phone's bell). Drawn once its content has loaded (the caller's Suspense).
 */
export function HeaderPopup({
  align,
  className,
  children,
  ...rest
}: {
  align: 'start' | 'end';
  className?: string;
  children: ReactNode;
  id?: string;
  role?: string;
  'aria-label'?: string;
  'data-testid'?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    element.style.translate = '';
    const { left, right } = element.getBoundingClientRect();
    const margin = 8;
    const width = document.documentElement.clientWidth;
    const shift = left < margin ? margin - left : right > width - margin ? width - margin - right : 0;
    if (shift) element.style.translate = `${shift}px 0`;
  }, []);
  return (
    <div ref={box} className={`${classes.popup} ${className ?? ''}`} data-align={align} {...rest}>
      {children}
    </div>
  );
}
