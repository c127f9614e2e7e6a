import {
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useSaveCoupon, type AdminCoupon } from '../../api/admin/coupons.ts';
import { useAdminSellers } from '../../api/admin/sellers.ts';
import { useProductFormOptions } from '../../api/seller-products/get-product-form-options.ts';
import { marketDayEnd, marketDayOf, marketDayStart } from '../../lib/market-days.ts';
import { translateMessage } from '../../lib/messages.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';

interface CouponValues {
  code: string;
  kind: 'percent' | 'fixed';
  value: number | string;
  minSubtotal: number | string;
  categoryId: string;
  sellerId: string;
  startsOn: string;
  endsOn: string;
  maxRedemptions: number | string;
  perUserLimit: number | string;
  isActive: boolean;
}

const numberOrNull = (value: number | string) => (value === '' ? null : Number(value));

const valuesOf = (coupon?: AdminCoupon): CouponValues => ({
  code: coupon?.code ?? '',
  kind: coupon?.kind ?? 'percent',
  value: coupon?.value ?? '',
  minSubtotal: coupon?.minSubtotal ?? 0,
  categoryId: coupon?.category?._id ?? '',
  sellerId: coupon?.seller?._id ?? '',
  startsOn: marketDayOf(coupon?.startsAt ?? null),
  endsOn: marketDayOf(coupon?.endsAt ?? null),
  maxRedemptions: coupon?.maxRedemptions ?? '',
  perUserLimit: coupon?.perUserLimit ?? 1,
  isActive: coupon?.isActive ?? true,
});

/** Issue 14's coupon: percentage or fixed, minimum, category or seller scope, dates, limits. */
export function CouponForm({ coupon, onDone }: { coupon?: AdminCoupon; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const arabic = i18n.resolvedLanguage === 'ar';
  const save = useSaveCoupon();
  const options = useProductFormOptions();
  const sellers = useAdminSellers({ status: 'active', page: 1 });
  const form = useForm<CouponValues>({ initialValues: valuesOf(coupon) });
  const submit = form.onSubmit(async (values) => {
    const body = {
      code: values.code,
      kind: values.kind,
      value: Number(values.value),
      minSubtotal: Number(values.minSubtotal || 0),
      categoryId: values.categoryId || null,
      sellerId: values.sellerId || null,
      // A coupon runs from the start of its first day to the end of its last, Beirut's.
      startsAt: marketDayStart(values.startsOn) ?? null,
      endsAt: marketDayEnd(values.endsOn),
      maxRedemptions: numberOrNull(values.maxRedemptions),
      perUserLimit: Number(values.perUserLimit || 1),
      isActive: values.isActive,
    };
    const result = await save.mutateAsync({ id: coupon?._id, body });
    if (result.success) {
      toastSuccess(translateMessage(t, result.message) ?? result.message);
      onDone();
      return;
    }
    const place = (path: string) => ({ startsAt: 'startsOn', endsAt: 'endsOn' })[path] ?? path;
    form.setErrors(
      Object.fromEntries(
        (result.errors ?? [])
          .filter((error) => error.path)
          .map((error) => [place(error.path!), translateMessage(t, error.msg) ?? error.msg]),
      ),
    );
    toastError(translateMessage(t, result.errors?.[0]?.msg ?? result.message) ?? result.message);
  });
  return (
    <form onSubmit={submit} noValidate data-testid="coupon-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('admin.coupons.fields.code')}
            required
            {...form.getInputProps('code')}
            onChange={(event) => form.setFieldValue('code', event.currentTarget.value.toUpperCase())}
            data-testid="coupon-code"
          />
          <div>
            <Text size="sm" fw={500} mb={4}>
              {t('admin.coupons.fields.kind')}
            </Text>
            <SegmentedControl
              fullWidth
              data={[
                { value: 'percent', label: t('admin.coupons.kinds.percent') },
                { value: 'fixed', label: t('admin.coupons.kinds.fixed') },
              ]}
              {...form.getInputProps('kind')}
            />
          </div>
          <NumberInput
            label={t(form.values.kind === 'percent' ? 'admin.coupons.fields.percent' : 'admin.coupons.fields.amount')}
            required
            min={0}
            clampBehavior="none"
            decimalScale={form.values.kind === 'percent' ? 0 : 2}
            {...(form.values.kind === 'percent' ? { suffix: '%' } : { prefix: '$' })}
            {...form.getInputProps('value')}
            data-testid="coupon-value"
          />
          <NumberInput
            label={t('admin.coupons.fields.minSubtotal')}
            min={0}
            clampBehavior="none"
            decimalScale={2}
            prefix="$"
            {...form.getInputProps('minSubtotal')}
          />
          <Select
            label={t('admin.coupons.fields.category')}
            placeholder={t('admin.coupons.everything')}
            clearable
            searchable
            data={(options.data?.categories ?? []).map((category) => ({
              value: category._id,
              label: arabic ? category.nameAr : category.name,
            }))}
            {...form.getInputProps('categoryId')}
            value={form.values.categoryId || null}
            onChange={(value) => form.setFieldValue('categoryId', value ?? '')}
          />
          <Select
            label={t('admin.coupons.fields.seller')}
            placeholder={t('admin.coupons.everyone')}
            clearable
            searchable
            data={(sellers.data?.sellers ?? []).map((seller) => ({ value: seller._id, label: seller.businessName }))}
            {...form.getInputProps('sellerId')}
            value={form.values.sellerId || null}
            onChange={(value) => form.setFieldValue('sellerId', value ?? '')}
          />
          <TextInput
            type="date"
            label={t('admin.coupons.fields.startsOn')}
            max={form.values.endsOn || undefined}
            {...form.getInputProps('startsOn')}
          />
          <TextInput
            type="date"
            label={t('admin.coupons.fields.endsOn')}
            min={form.values.startsOn || undefined}
            {...form.getInputProps('endsOn')}
          />
          <NumberInput
            label={t('admin.coupons.fields.maxRedemptions')}
            placeholder={t('admin.coupons.unlimited')}
            min={1}
            allowDecimal={false}
            clampBehavior="none"
            {...form.getInputProps('maxRedemptions')}
          />
          <NumberInput
            label={t('admin.coupons.fields.perUserLimit')}
            min={1}
            allowDecimal={false}
            clampBehavior="none"
            {...form.getInputProps('perUserLimit')}
          />
        </SimpleGrid>
        <Group justify="space-between">
          <Switch label={t('productAdmin.active')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
          <Button type="submit" loading={save.isPending} data-testid="coupon-save">
            {t(coupon ? 'productAdmin.saveChanges' : 'admin.coupons.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
