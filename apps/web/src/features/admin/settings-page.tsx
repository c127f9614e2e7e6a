import {
  Badge,
  Button,
  Card,
  Code,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { GOVERNORATES } from '@souk/shared/locations';
import { useAdminSettings, useSaveSettings, useSignInProviders } from '../../api/admin/settings.ts';
import { LebanonPhoneInput } from '../../components/lebanon-phone-input.tsx';
import { translateMessage } from '../../lib/messages.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { changes, PLANS, valuesOf, type SettingsValues } from './settings-form.ts';

/** Where a server's field error goes in this form. */
const fieldOf = (path: string) =>
  path
    .replace(/^vatRate$/, 'vatPercent')
    .replace(/^commissionRates\./, 'commissionPercents.')
    .replace(/^cashOnDelivery\./, 'cash.');

/* Inputs do not clamp what is typed: the server's message says what is allowed, on the field. */

/** Issue 14: the rate, VAT, delivery fees, commissions, site mode and support contacts, applied without a restart. */
export function SettingsPage() {
  useDocumentTitle('adminSettings');
  const { t } = useTranslation();
  const settings = useAdminSettings();
  const save = useSaveSettings();
  const form = useForm<SettingsValues>({
    initialValues: {
      lbpPerUsd: '',
      vatPercent: '',
      deliveryFees: {},
      commissionPercents: { regular: '', premium: '', gold: '' },
      siteMode: 'live',
      supportEmail: '',
      hotline: '',
      returnWindowDays: '',
      cash: { confirmBelowDelivered: '', confirmHours: '', refusalLimit: '', fee: '', maxTotal: '' },
    },
  });
  useEffect(() => {
    if (settings.data) form.setValues(valuesOf(settings.data));
    // Only when the stored settings change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settings.data]);

  const submit = form.onSubmit(async (values) => {
    const patch = changes(values, settings.data!);
    if (Object.keys(patch).length === 0) return toastSuccess(t('admin.settings.nothingChanged'));
    const result = await save.mutateAsync(patch);
    if (result.success) return toastSuccess(translateMessage(t, result.message) ?? result.message);
    form.setErrors(
      Object.fromEntries(
        (result.errors ?? [])
          .filter((error) => error.path)
          .map((error) => [fieldOf(error.path!), translateMessage(t, error.msg) ?? error.msg]),
      ),
    );
    toastError(translateMessage(t, result.errors?.[0]?.msg ?? result.message) ?? result.message);
  });

  if (!settings.data) return <Skeleton h={480} radius="lg" />;
  return (
    <form onSubmit={submit} noValidate data-testid="settings-form">
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('pageTitles.adminSettings')}
          </Title>
          <Text c="dimmed">{t('admin.settings.intro')}</Text>
        </div>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Card withBorder radius="lg" padding="lg">
            <Title order={2} fz="lg" mb="md">
              {t('admin.settings.money')}
            </Title>
            <Stack gap="sm">
              <NumberInput
                label={t('admin.settings.lbpPerUsd')}
                description={t('admin.settings.lbpHint')}
                min={1000}
                max={10_000_000}
                allowDecimal={false}
                thousandSeparator=","
                clampBehavior="none"
                {...form.getInputProps('lbpPerUsd')}
                data-testid="setting-lbp"
              />
              <NumberInput
                label={t('admin.settings.vat')}
                min={0}
                max={50}
                clampBehavior="none"
                decimalScale={2}
                suffix="%"
                {...form.getInputProps('vatPercent')}
                data-testid="setting-vat"
              />
              {PLANS.map((plan) => (
                <NumberInput
                  key={plan}
                  label={t('admin.settings.commission', { plan: t(`admin.sellers.plans.${plan}`) })}
                  min={0}
                  max={50}
                  clampBehavior="none"
                  decimalScale={2}
                  suffix="%"
                  {...form.getInputProps(`commissionPercents.${plan}`)}
                />
              ))}
            </Stack>
          </Card>
          <Card withBorder radius="lg" padding="lg">
            <Title order={2} fz="lg" mb="md">
              {t('admin.settings.delivery')}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {GOVERNORATES.map((name) => (
                <NumberInput
                  key={name}
                  label={t(`admin.settings.governorates.${name}`)}
                  min={0}
                  max={100}
                  clampBehavior="none"
                  decimalScale={2}
                  fixedDecimalScale
                  prefix="$"
                  {...form.getInputProps(`deliveryFees.${name}`)}
                />
              ))}
            </SimpleGrid>
          </Card>
          <Card withBorder radius="lg" padding="lg">
            <Title order={2} fz="lg" mb="md">
              {t('admin.settings.site')}
            </Title>
            <Stack gap="sm">
              <div>
                <Text size="sm" fw={500} mb={4}>
                  {t('admin.settings.siteMode')}
                </Text>
                <SegmentedControl
                  data={[
                    { value: 'live', label: t('admin.settings.modes.live') },
                    { value: 'prelaunch', label: t('admin.settings.modes.prelaunch') },
                  ]}
                  {...form.getInputProps('siteMode')}
                />
                <Text size="xs" c="dimmed" mt={4}>
                  {t(`admin.settings.modeHint.${form.values.siteMode}`)}
                </Text>
              </div>
              <NumberInput
                label={t('admin.settings.returnWindow')}
                description={t('admin.settings.returnWindowHint')}
                min={1}
                max={90}
                allowDecimal={false}
                clampBehavior="none"
                {...form.getInputProps('returnWindowDays')}
                data-testid="setting-return-window"
              />
              <TextInput
                label={t('admin.settings.supportEmail')}
                type="email"
                {...form.getInputProps('supportEmail')}
              />
              <LebanonPhoneInput
                label={t('admin.settings.hotline')}
                description={t('admin.settings.hotlineHint')}
                {...form.getInputProps('hotline')}
                data-testid="setting-hotline"
              />
            </Stack>
          </Card>
          <CashCard form={form} />
          <SignInCard />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="settings-save">
            {t('admin.settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Issue 41, cash on delivery that holds: whose cash orders wait for a code and how long, the
 * refusals that take cash away, the fee and the largest cash order (decision 0025).
 */
function CashCard({ form }: { form: UseFormReturnType<SettingsValues> }) {
  const { t } = useTranslation();
  const whole = { allowDecimal: false, clampBehavior: 'none' } as const;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="cash-settings">
      <Title order={2} fz="lg" mb="md">
        {t('admin.settings.cash.title')}
      </Title>
      <Stack gap="sm">
        <NumberInput
          label={t('admin.settings.cash.confirmBelowDelivered')}
          description={t('admin.settings.cash.confirmBelowDeliveredHint')}
          min={0}
          {...whole}
          {...form.getInputProps('cash.confirmBelowDelivered')}
          data-testid="setting-cash-confirm-below"
        />
        <NumberInput
          label={t('admin.settings.cash.confirmHours')}
          description={t('admin.settings.cash.confirmHoursHint')}
          min={1}
          max={168}
          {...whole}
          {...form.getInputProps('cash.confirmHours')}
          data-testid="setting-cash-hours"
        />
        <NumberInput
          label={t('admin.settings.cash.refusalLimit')}
          min={1}
          {...whole}
          {...form.getInputProps('cash.refusalLimit')}
          data-testid="setting-cash-refusals"
        />
        <NumberInput
          label={t('admin.settings.cash.fee')}
          description={t('admin.settings.cash.feeHint')}
          min={0}
          max={50}
          clampBehavior="none"
          decimalScale={2}
          fixedDecimalScale
          prefix="$"
          {...form.getInputProps('cash.fee')}
          data-testid="setting-cash-fee"
        />
        <NumberInput
          label={t('admin.settings.cash.maxTotal')}
          description={t('admin.settings.cash.maxTotalHint')}
          min={1}
          clampBehavior="none"
          decimalScale={2}
          prefix="$"
          thousandSeparator=","
          {...form.getInputProps('cash.maxTotal')}
          data-testid="setting-cash-max"
        />
      </Stack>
    </Card>
  );
}

/**
 * Sign-in with Google or Facebook: on or off, and for one that is off, what the operator sets in the
 * server's environment (the secrets stay out of the database) and the address to register with the
 * provider. The login page shows a provider's button only while it is on.
 */
function SignInCard() {
  const { t } = useTranslation();
  const providers = useSignInProviders().data ?? [];
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="sign-in-providers">
      <Title order={2} fz="lg" mb="md">
        {t('admin.settings.signIn.title')}
      </Title>
      <Stack gap="md">
        {providers.map((provider) => (
          <Stack key={provider.provider} gap={4} data-testid={`sign-in-${provider.provider}`}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{t(`admin.settings.signIn.${provider.provider}`)}</Text>
              <Badge color={provider.on ? 'green' : 'gray'} variant="light">
                {t(provider.on ? 'admin.settings.signIn.on' : 'admin.settings.signIn.off')}
              </Badge>
            </Group>
            {provider.on ? null : (
              <Text size="xs" c="dimmed">
                {t('admin.settings.signIn.howTo', { variables: provider.variables.join(', ') })}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {t('admin.settings.signIn.callback')}{' '}
              <Code dir="ltr" style={{ wordBreak: 'break-all' }}>
                {provider.callbackUrl}
              </Code>
            </Text>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
