import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSellersBySubCategory } from '../../api/data-entry/get-sellers-by-subcategory.ts';

interface Props {
  subCategoryId: string;
  value: string;
  onChange: (sellerId: string) => void;
  error?: string | undefined;
}

/**
 * Spec 3 sections 5 and 8: staff file a product under an active seller of the chosen sub-category.
 * The placeholder says why the list is empty: no sub-category yet, loading, or no active seller.
 */
export function SellerPicker({ subCategoryId, value, onChange, error }: Props) {
  const { t } = useTranslation();
  const sellers = useSellersBySubCategory(subCategoryId);
  const options = (sellers.data ?? []).map((seller) => ({
    value: seller._id,
    label: `${seller.businessName} · ${seller.fullName || seller.sellerId.userName}`,
  }));
  // An edited product's seller stays choosable even if the list no longer has it.
  const placeholder = !subCategoryId
    ? t('productAdmin.sellerPicker.selectSubFirst')
    : sellers.isPending
      ? t('productAdmin.sellerPicker.loading')
      : options.length === 0
        ? t('productAdmin.sellerPicker.none')
        : t('productAdmin.sellerPicker.choose');
  return (
    <Select
      label={t('productAdmin.columns.seller')}
      required
      searchable
      disabled={!subCategoryId || sellers.isPending || options.length === 0}
      placeholder={placeholder}
      data={options}
      value={options.some((option) => option.value === value) ? value : null}
      onChange={(next) => onChange(next ?? '')}
      error={error}
      nothingFoundMessage={t('productAdmin.sellerPicker.none')}
      data-testid="field-seller"
    />
  );
}
