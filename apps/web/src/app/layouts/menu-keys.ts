import type { KeyboardEvent } from 'react';

/**
 * Arrow keys, Home and End move the focus among the `selector` elements inside the element handling
 * the key (a menu's items, the mega menu's categories), as a menu does. Only the header's lazy
 * pop-ups use it: it stays out of the frame's chunk.
 */
export function moveFocus(event: KeyboardEvent<HTMLElement>, selector: string) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(selector)];
  if (items.length === 0) return;
  event.preventDefault();
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? items.length - 1
        : event.key === 'ArrowDown'
          ? (at + 1) % items.length
          : (at - 1 + items.length) % items.length;
  items[next]?.focus();
}
