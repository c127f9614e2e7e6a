import { notifications } from '@mantine/notifications';

/** Toasts sit top-right and last 4 s (set on the provider); these keep colours consistent. */
export const toastSuccess = (message: string) => notifications.show({ message, color: 'cedar' });
export const toastError = (message: string) => notifications.show({ message, color: 'red' });
export const toastInfo = (message: string) => notifications.show({ message, color: 'blue' });
