import { Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCATION_LABELS, locationName } from '@souk/shared/locations';
import { useCategories } from '../../api/catalog/get-categories.ts';
import { lookupSellerProfile, useUpdateSeller, type CsSellerProfile } from '../../api/cs/desk.ts';
import { ltr } from '../../lib/locale-format.ts';
import { toastResult } from '../../lib/toast-result.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { PageHeader } from '../../components/staff/page-header.tsx';
import { PhoneSearch } from './phone-search.tsx';
import { ProfileCard } from './profile-card.tsx';

const METHODS = ['email', 'phone', 'whatsapp'] as const;

/** Section 5: every field required; the sub-categories are the chosen category's. */
function EditSeller({
  seller,
  onClose,
  onSaved,
}: {
  seller: CsSellerProfile;
  onClose: () => void;
  onSaved: (seller: CsSellerProfile) => void;
}) {
  const { t, i18n } = useTranslation();
  const arabic = i18n.resolvedLanguage === 'ar';
  const categories = useCategories();
  const update = useUpdateSeller();
  const [values, setValues] = useState({
    communicationMethod: seller.communicationMethod ?? '',
    productCategory: seller.productCategory?._id ?? '',
    productSubCategory: seller.productSubCategory?._id ?? '',
    businessLocation: seller.businessLocation ?? '',
    businessAddress: seller.businessAddress ?? '',
    businessDescription: seller.businessDescription,
  });
  const set = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }));
  const category = categories.data?.find((candidate) => candidate._id === values.productCategory);
  const ready = Object.values(values).every((value) => value.trim());
  const submit = async () => {
    const result = await update.mutateAsync({ id: seller.id, body: values });
    toastResult(t, result);
    if (result.success) onSaved(result.data.seller);
  };
  return (
    <Modal opened onClose={onClose} title={t('cs.profile.editSeller')} centered size="lg">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('onboarding.communicationMethod')}
            data={METHODS.map((method) => ({ value: method, label: t(`onboarding.methods.${method}`) }))}
            value={values.communicationMethod || null}
            onChange={(value) => set({ communicationMethod: value ?? '' })}
            required
          />
          <Select
            label={t('cs.profile.location')}
            searchable
            data={LOCATION_LABELS.map((label) => ({ value: label, label: locationName(label, arabic ? 'ar' : 'en') }))}
            value={values.businessLocation || null}
            onChange={(value) => set({ businessLocation: value ?? '' })}
            required
          />
          <Select
            label={t('cs.profile.category')}
            data={(categories.data ?? []).map((candidate) => ({
              value: candidate._id,
              label: arabic ? candidate.nameAr || candidate.name : candidate.name,
            }))}
            value={values.productCategory || null}
            onChange={(value) => set({ productCategory: value ?? '', productSubCategory: '' })}
            required
            data-testid="edit-category"
          />
          <Select
            label={t('cs.profile.subCategory')}
            data={(category?.subCategories ?? []).map((sub) => ({
              value: sub._id,
              label: arabic ? sub.nameAr || sub.name : sub.name,
            }))}
            value={values.productSubCategory || null}
            onChange={(value) => set({ productSubCategory: value ?? '' })}
            disabled={!category}
            required
            data-testid="edit-sub-category"
          />
        </SimpleGrid>
        <TextInput
          label={t('cs.profile.businessAddress')}
          value={values.businessAddress}
          maxLength={200}
          onChange={(event) => set({ businessAddress: event.currentTarget.value })}
          required
          data-testid="edit-address"
        />
        <Textarea
          label={t('cs.profile.businessDescription')}
          value={values.businessDescription}
          maxLength={255}
          autosize
          minRows={3}
          onChange={(event) => set({ businessDescription: event.currentTarget.value })}
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button disabled={!ready} loading={update.isPending} onClick={() => void submit()} data-testid="edit-save">
            {t('cs.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Seller profile (spec 3 section 2.8): find by phone, read the business details, edit them. */
export function SellerProfilePage() {
  useDocumentTitle('csSellerProfile');
  const { t, i18n } = useTranslation();
  const [seller, setSeller] = useState<CsSellerProfile | null>(null);
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="lg">
      <PageHeader title={t('pageTitles.csSellerProfile')} intro={t('cs.profile.sellerIntro')} />
      <PhoneSearch search={lookupSellerProfile} onFound={(data) => setSeller(data.seller)} testId="profile-lookup" />
      {seller ? (
        <ProfileCard
          testId="seller-profile"
          onEdit={() => setEditing(true)}
          rows={[
            [t('cs.fields.businessName'), seller.businessName],
            [
              t('cs.fields.businessPhone'),
              seller.businessPhone ? ltr(`+961${seller.businessPhone.replace(/^\+961/, '')}`) : null,
            ],
            [
              t('onboarding.communicationMethod'),
              seller.communicationMethod ? t(`onboarding.methods.${seller.communicationMethod}`) : null,
            ],
            [t('cs.profile.category'), seller.productCategory?.name ?? null],
            [t('cs.profile.subCategory'), seller.productSubCategory?.name ?? null],
            [
              t('cs.profile.location'),
              seller.businessLocation
                ? locationName(seller.businessLocation, i18n.resolvedLanguage === 'ar' ? 'ar' : 'en')
                : null,
            ],
            [t('cs.profile.businessAddress'), seller.businessAddress],
            [t('cs.profile.businessDescription'), seller.businessDescription],
          ]}
        />
      ) : null}
      {editing && seller ? (
        <EditSeller
          seller={seller}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setSeller(saved);
            setEditing(false);
          }}
        />
      ) : null}
    </Stack>
  );
}
