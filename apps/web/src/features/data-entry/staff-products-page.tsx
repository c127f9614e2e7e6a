import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isDataEntry } from '@souk/shared/roles';
import { useDeleteStaffProduct } from '../../api/data-entry/delete-staff-product.ts';
import { useStaffProducts } from '../../api/data-entry/get-staff-products.ts';
import { useSaveStaffProduct } from '../../api/data-entry/save-staff-product.ts';
import { ProductManager } from '../../components/product-admin/product-manager.tsx';
import { useAuthUser } from '../../lib/auth-store.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * Spec 3 section 2.5 for staff: every seller's products. Data-entry roles do not see the Seller
 * column (section 6); admins do. Every product is filed under an active seller of its sub-category.
 */
export function StaffProductsPage() {
  useDocumentTitle('staffProducts');
  const { t } = useTranslation();
  const user = useAuthUser();
  const save = useSaveStaffProduct();
  const remove = useDeleteStaffProduct();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('pageTitles.staffProducts')}
        </Title>
        <Text c="dimmed">{t('productAdmin.staffIntro')}</Text>
      </div>
      <ProductManager
        usePage={useStaffProducts}
        writes={{ save: save.mutateAsync, remove: remove.mutateAsync }}
        staff
        showSeller={!isDataEntry(user?.accountType ?? [])}
      />
    </Stack>
  );
}
