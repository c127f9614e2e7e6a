import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProductFormOptions } from '../../api/seller-products/get-product-form-options.ts';
import type { AdminProduct, ProductPage, ProductTableQuery } from '../../api/seller-products/get-seller-products.ts';
import type { ApiResult } from '../../lib/api-client.ts';
import { openConfirmModal } from '../../lib/confirm-modal.ts';
import { translateMessage } from '../../lib/messages.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { ProductFormModal } from './product-form-modal.tsx';
import { ProductTable } from './product-table.tsx';

export interface ProductWrites {
  save: (input: { productId?: string; form: FormData }) => Promise<ApiResult<unknown>>;
  remove: (productId: string) => Promise<ApiResult<unknown>>;
}

/**
 * The add, edit and delete flows of spec 3 sections 5 and 8 around any product list: the modal
 * (with the seller picker and flags for staff), the delete confirmation, and their alerts.
 */
export function useProductEditor({
  writes,
  staff = false,
  startAdding = false,
}: {
  writes?: ProductWrites | undefined;
  staff?: boolean;
  startAdding?: boolean;
}) {
  const { t } = useTranslation();
  const options = useProductFormOptions(Boolean(writes));
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const [modalOpen, setModalOpen] = useState(startAdding && Boolean(writes));

  const confirmDelete = (product: AdminProduct, onDeleted?: () => void) =>
    openConfirmModal({
      title: t('productAdmin.deleteTitle'),
      children: <Text size="sm">{t('productAdmin.deleteText', { name: product.name })}</Text>,
      labels: { confirm: t('productAdmin.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete' } as never,
      onConfirm: async () => {
        const result = await writes!.remove(product._id);
        if (result.success) {
          toastSuccess(translateMessage(t, result.message) ?? result.message);
          onDeleted?.();
        } else
          toastError(
            t('productAdmin.deleteFailed', { message: translateMessage(t, result.message) ?? result.message }),
          );
      },
    });

  const modal =
    writes && options.data ? (
      <ProductFormModal
        opened={modalOpen}
        product={editing}
        options={options.data}
        staff={staff}
        onClose={() => setModalOpen(false)}
        onSave={async (form, productId) => {
          const result = await writes.save({ productId, form });
          if (result.success) toastSuccess(translateMessage(t, result.message) ?? result.message);
          return result;
        }}
      />
    ) : null;

  return {
    options,
    modal,
    openAdd: () => {
      setEditing(null);
      setModalOpen(true);
    },
    openEdit: (product: AdminProduct) => {
      setEditing(product);
      setModalOpen(true);
    },
    confirmDelete,
  };
}

interface Props {
  usePage: (query: ProductTableQuery) => { data: ProductPage | undefined; isPending: boolean };
  /** Absent: the table is read-only (a managed seller's). */
  writes?: ProductWrites | undefined;
  staff?: boolean;
  showSeller?: boolean;
  /** Opens the add form at once (the Add Product pages). */
  startAdding?: boolean;
}

/** The product table with its flows: the same for a self-managed seller's own products and the staff's; only the calls differ. */
export function ProductManager({ usePage, writes, staff = false, showSeller = false, startAdding = false }: Props) {
  const editor = useProductEditor({ writes, staff, startAdding });
  return (
    <>
      <ProductTable
        usePage={usePage}
        categories={editor.options.data?.categories ?? []}
        brands={editor.options.data?.brands ?? []}
        showSeller={showSeller}
        onAdd={writes ? editor.openAdd : undefined}
        onEdit={writes ? editor.openEdit : undefined}
        onDelete={writes ? (product) => editor.confirmDelete(product) : undefined}
      />
      {editor.modal}
    </>
  );
}
