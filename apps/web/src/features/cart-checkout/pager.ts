/** Spec 2 section 2: every page when fewer than 4, else 1, 2, ellipsis, last (and the current page when it lies between). */
export function pageItems(pages: number, current: number): (number | 'dots')[] {
  if (pages < 4) return Array.from({ length: pages }, (_, index) => index + 1);
  if (current <= 2 || current === pages) return [1, 2, 'dots', pages];
  return current === 3
    ? [1, 2, 3, ...(pages > 4 ? (['dots'] as const) : []), pages]
    : [1, 2, 'dots', current, ...(current < pages - 1 ? (['dots'] as const) : []), pages];
}
