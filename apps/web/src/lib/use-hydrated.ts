import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while a server-rendered page hydrates, true from the next render on: what
 * only the browser shows (toasts, dialogs, what depends on the clock or the window) waits for it, so
 * the hydrated tree is the server's.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
