import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDeleteSellerProduct } from '../../api/seller-products/delete-seller-product.ts';
import { useProductFormOptions } from '../../api/seller-products/get-product-form-options.ts';
import { useSellerProducts, type AdminProduct } from '../../api/seller-products/get-seller-products.ts';
import { useSaveSellerProduct } from '../../api/seller-products/save-seller-product.ts';
import { ProductFormModal } from '../../components/product-admin/product-form-modal.tsx';
import { ProductTable } from '../../components/product-admin/product-table.tsx';
import { useAuthUser } from '../../lib/auth-store.ts';
import { openConfirmModal } from '../../lib/confirm-modal.ts';
import { translateMessage } from '../../lib/messages.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * Spec 3 section 2.5 for a seller: its own products, without the Seller column. Self-managed
 * sellers add, edit and delete; a managed seller's products are entered by Souk, so it only reads.
 * `adding` opens the add form at once (the Add Product page).
 */
export function SellerProductsPage({ adding = false }: { adding?: boolean }) {
  useDocumentTitle(adding ? 'addProduct' : 'sellerProducts');
  const { t } = useTranslation();
  const location = useLocation();
  const user = useAuthUser();
  const selfManaged = user?.accountType.includes('seller_self_managed') ?? false;
  const options = useProductFormOptions(selfManaged);
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const [modalOpen, setModalOpen] = useState(adding && selfManaged);
  const save = useSaveSellerProduct();
  const remove = useDeleteSellerProduct();

  const confirmDelete = (product: AdminProduct) =>
    openConfirmModal({
      title: t('productAdmin.deleteTitle'),
      children: <Text size="sm">{t('productAdmin.deleteText', { name: product.name })}</Text>,
      labels: { confirm: t('productAdmin.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete' } as never,
      onConfirm: async () => {
        const result = await remove.mutateAsync(product._id);
        if (result.success) toastSuccess(translateMessage(t, result.message) ?? result.message);
        else toastError(t('productAdmin.deleteFailed', { message: translateMessage(t, result.message) ?? result.message }));
      },
    });

  return (
    <Stack gap="lg" key={location.pathname}>
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t(adding ? 'pageTitles.addProduct' : 'pageTitles.sellerProducts')}
        </Title>
        <Text c="dimmed">{t(selfManaged ? 'productAdmin.sellerIntro' : 'productAdmin.managedIntro')}</Text>
      </div>
      {!selfManaged ? (
        <Alert color="blue" icon={<IconInfoCircle size={18} />} data-testid="read-only-note">
          {t('productAdmin.readOnly')}
        </Alert>
      ) : null}
      <ProductTable
        usePage={useSellerProducts}
        categories={options.data?.categories ?? []}
        brands={options.data?.brands ?? []}
        onAdd={selfManaged ? () => { setEditing(null); setModalOpen(true); } : undefined}
        onEdit={selfManaged ? (product) => { setEditing(product); setModalOpen(true); } : undefined}
        onDelete={selfManaged ? confirmDelete : undefined}
      />
      {selfManaged && options.data ? (
        <ProductFormModal
          opened={modalOpen}
          product={editing}
          options={options.data}
          onClose={() => setModalOpen(false)}
          onSave={async (form, productId) => {
            const result = await save.mutateAsync({ productId, form });
            if (result.success) toastSuccess(translateMessage(t, result.message) ?? result.message);
            return result;
          }}
        />
      ) : null}
    </Stack>
  );
}

