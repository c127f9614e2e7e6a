import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec 1 section 9: the target section may render late, so try up to 12 times, 60 ms apart. */
const ATTEMPTS = 12;
const INTERVAL_MS = 60;

export function useScrollToSection() {
  const location = useLocation();
  const state: unknown = location.state;
  const section = typeof state === 'object' && state !== null && 'section' in state && typeof state.section === 'string' ? state.section : null;
  useEffect(() => {
    if (!section) return;
    let attempt = 0;
    const timer = window.setInterval(() => {
      attempt += 1;
      const target = document.getElementById(section);
      if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      if (target || attempt >= ATTEMPTS) window.clearInterval(timer);
    }, INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [section, location.key]);
}
