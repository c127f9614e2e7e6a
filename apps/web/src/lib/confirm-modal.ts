import { modals } from '@mantine/modals';
import { modalsReady } from './modals-ready.ts';

type ConfirmProps = Parameters<typeof modals.openConfirmModal>[0];

/** modals.openConfirmModal, held until the dialogs' host has loaded (see modals-ready.ts). */
export function openConfirmModal(props: ConfirmProps): void {
  void modalsReady.then(() => modals.openConfirmModal(props));
}
