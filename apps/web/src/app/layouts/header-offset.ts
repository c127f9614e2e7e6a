import { useEffect, useRef } from 'react';

/** Read by the toasts (toasts.css) so they open below the sticky header, never over its icons. */
export const HEADER_OFFSET_VAR = '--souk-header-height';

/** Keeps HEADER_OFFSET_VAR equal to the header's height as it wraps, grows or unmounts. */
export function useHeaderOffset<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const header = ref.current;
    if (!header) return undefined;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(HEADER_OFFSET_VAR, `${header.offsetHeight}px`));
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.removeProperty(HEADER_OFFSET_VAR);
    };
  }, []);
  return ref;
}
