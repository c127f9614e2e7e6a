import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDeleteSellerProduct } from '../../api/seller-products/delete-seller-product.ts';
import { useSellerProducts } from '../../api/seller-products/get-seller-products.ts';
import { useSaveSellerProduct } from '../../api/seller-products/save-seller-product.ts';
import { ProductManager } from '../../components/product-admin/product-manager.tsx';
import { useAuthUser } from '../../lib/auth-store.ts';
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
  const save = useSaveSellerProduct();
  const remove = useDeleteSellerProduct();

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
      <ProductManager
        usePage={useSellerProducts}
        writes={selfManaged ? { save: save.mutateAsync, remove: remove.mutateAsync } : undefined}
        startAdding={adding}
      />
    </Stack>
  );
}
