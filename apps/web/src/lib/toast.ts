import { useSyncExternalStore } from 'react';

/**
 * Mantine's notifications (their store, container, transitions and CSS) load at the first toast, not
 * with the page: most storefront visits show none (issue 37). The container (app/providers.tsx) mounts
 * once a toast is asked for; one shown before it has mounted waits in the store and appears with it.
 */
export const loadNotifications = () => import('@mantine/notifications');

let wanted = false;
const listeners = new Set<() => void>();

function show(message: string, color: string) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void loadNotifications().then(({ notifications }) => notifications.show({ message, color }));
}

/** Whether a toast has been asked for on this page: the container mounts from then on. */
export const useToastsWanted = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );

/** Toasts sit at the bottom and last 4 s (set on the container, app/providers.tsx); these keep colours consistent. */
export const toastSuccess = (message: string) => show(message, 'cedar');
export const toastError = (message: string) => show(message, 'red');
export const toastInfo = (message: string) => show(message, 'blue');
