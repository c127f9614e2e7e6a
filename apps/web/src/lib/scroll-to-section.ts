import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec 1 section 9: the target section may render late, so try up to 12 times, 60 ms apart. */
const ATTEMPTS = 12;
const INTERVAL_MS = 60;
const GAP_PX = 12;

/** Spec 1 "Landing page": the offset is the announcement banner's height plus the nav's height plus 12 px. */
function scrollOffset(): number {
  const height = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().height ?? 0;
  return height('[data-announcement]') + height('header') + GAP_PX;
}

export function scrollToSection(target: Element, behavior: ScrollBehavior = 'smooth') {
  const top = target.getBoundingClientRect().top + window.scrollY - scrollOffset();
  window.scrollTo({ top: Math.max(0, top), behavior });
}

export function useScrollToSection() {
  const location = useLocation();
  const state: unknown = location.state;
  const section =
    typeof state === 'object' && state !== null && 'section' in state && typeof state.section === 'string'
      ? state.section
      : null;
  useEffect(() => {
    if (!section) return;
    let attempt = 0;
    const timer = window.setInterval(() => {
      attempt += 1;
      const target = document.getElementById(section);
      if (target) scrollToSection(target);
      if (target || attempt >= ATTEMPTS) window.clearInterval(timer);
    }, INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [section, location.key]);
}
