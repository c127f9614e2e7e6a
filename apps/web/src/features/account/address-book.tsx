import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconMapPin, IconPencil, IconPlus, IconStar, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCATION_LABELS, locationName } from '@souk/shared/locations';
import { MAX_ADDRESSES, savedAddressSchema } from '@souk/shared/schemas/addresses';
import { ADDRESSES_KEY, useAddresses, type SavedAddress } from '../../api/addresses/get-addresses.ts';
import { deleteAddress, saveAddress, setDefaultAddress } from '../../api/addresses/save-address.ts';
import { LebanonPhoneInput } from '../../components/lebanon-phone-input.tsx';
import { errorText } from '../../lib/api-client.ts';
import { applyServerErrors, translatedField } from '../../lib/form-errors.ts';
import { translateMessage } from '../../lib/messages.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';

const EMPTY = {
  label: '',
  location: '',
  city: '',
  streetAddress: '',
  building: '',
  floor: '',
  notes: '',
  phone: '',
  isDefault: false,
};

/** The add/edit dialog: checkout's address fields with the building, floor and notes a courier needs. */
function AddressModal({
  address,
  opened,
  onClose,
  phone,
}: {
  address: SavedAddress | null;
  opened: boolean;
  onClose: () => void;
  phone: string;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: address ? { ...EMPTY, ...address } : { ...EMPTY, phone },
    validate: zod4Resolver(savedAddressSchema, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });
  const field = translatedField(form, t);
  const arabic = i18n.resolvedLanguage === 'ar';
  const locations = [
    { value: '', label: t('checkout.fields.selectLocation'), disabled: true },
    ...LOCATION_LABELS.map((label) => ({ value: label, label: locationName(label, arabic ? 'ar' : 'en') })),
  ];

  const submit = async () => {
    setFailure(null);
    setBusy(true);
    const values = savedAddressSchema.parse(form.values);
    const result = await saveAddress(values, address?._id);
    setBusy(false);
    if (!result.success) {
      applyServerErrors(form, result.errors);
      setFailure(translateMessage(t, errorText(result)) ?? t('errors.generic'));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY });
    toastSuccess(t('messages.addressSaved'));
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={address ? t('profile.addresses.editTitle') : t('profile.addresses.addTitle')}
      size="lg"
      centered
    >
      <form onSubmit={form.onSubmit(() => void submit())} noValidate data-testid="address-form">
        <Stack gap="sm">
          {failure ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />}>
              {failure}
            </Alert>
          ) : null}
          <TextInput
            label={t('profile.addresses.label')}
            placeholder={t('profile.addresses.labelPlaceholder')}
            {...field('label')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NativeSelect
              label={t('checkout.fields.location')}
              required
              data={locations}
              {...field('location')}
              data-testid="address-location"
            />
            <TextInput label={t('checkout.fields.city')} required autoComplete="address-level2" {...field('city')} />
          </SimpleGrid>
          <TextInput
            label={t('checkout.fields.street')}
            required
            autoComplete="street-address"
            {...field('streetAddress')}
          />
          <SimpleGrid cols={2} spacing="sm">
            <TextInput label={t('checkout.fields.building')} {...field('building')} />
            <TextInput label={t('checkout.fields.floor')} {...field('floor')} />
          </SimpleGrid>
          <Textarea
            label={t('checkout.fields.notes')}
            placeholder={t('checkout.fields.notesPlaceholder')}
            autosize
            minRows={2}
            {...field('notes')}
          />
          <LebanonPhoneInput
            label={t('checkout.fields.phone')}
            required
            {...field('phone')}
            onChange={(value) => form.setFieldValue('phone', value)}
          />
          {address?.isDefault ? null : (
            <Checkbox label={t('profile.addresses.makeDefault')} {...field('isDefault', { type: 'checkbox' })} />
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy} data-testid="address-save">
              {t('profile.addresses.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The address as a courier reads it: street, building and floor, then city and governorate. */
export function AddressLines({ address }: { address: SavedAddress }) {
  const { t, i18n } = useTranslation();
  const building = [address.building, address.floor ? t('profile.addresses.floorShort', { floor: address.floor }) : '']
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <Text size="sm">{address.streetAddress}</Text>
      {building ? <Text size="sm">{building}</Text> : null}
      <Text size="sm" c="dimmed">
        {address.city} · {locationName(address.location, i18n.resolvedLanguage === 'ar' ? 'ar' : 'en')}
      </Text>
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        <bdi dir="ltr">+961 {address.phone}</bdi>
      </Text>
      {address.notes ? (
        <Text size="xs" c="dimmed" fs="italic" lineClamp={2}>
          {address.notes}
        </Text>
      ) : null}
    </>
  );
}

/** Issue 41: the buyer's delivery addresses in the profile, one of them the default checkout offers first. */
export function AddressBook({ userId, phone }: { userId: string; phone: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: addresses, isPending } = useAddresses(userId);
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);

  const act = async (run: () => ReturnType<typeof deleteAddress>, done: string) => {
    const result = await run();
    if (!result.success) return toastError(translateMessage(t, errorText(result)) ?? t('errors.generic'));
    await queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY });
    toastSuccess(done);
  };
  const full = (addresses?.length ?? 0) >= MAX_ADDRESSES;

  return (
    <Card padding="xl" data-testid="address-book">
      <Group justify="space-between" align="flex-start" mb="lg" gap="sm">
        <div style={{ flex: '1 1 240px' }}>
          <Title order={3} fz={18} mb={4}>
            {t('profile.addresses.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('profile.addresses.subtitle')}
          </Text>
        </div>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => setEditing('new')}
          disabled={full}
          style={{ flexShrink: 0 }}
          data-testid="address-add"
        >
          {t('profile.addresses.add')}
        </Button>
      </Group>
      {isPending ? (
        <Skeleton height={110} radius="md" />
      ) : addresses && addresses.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {addresses.map((address) => (
            <Paper
              key={address._id}
              withBorder
              radius="md"
              p="md"
              data-testid="address-card"
              style={address.isDefault ? { borderColor: 'var(--mantine-color-cedar-5)' } : undefined}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs" mb={6}>
                <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconMapPin size={16} color="var(--mantine-color-cedar-6)" style={{ flexShrink: 0 }} />
                  <Text fw={600} truncate>
                    {address.label || address.city}
                  </Text>
                </Group>
                {address.isDefault ? (
                  <Badge size="sm" variant="light" color="cedar" style={{ flexShrink: 0 }}>
                    {t('profile.addresses.default')}
                  </Badge>
                ) : null}
              </Group>
              <AddressLines address={address} />
              <Group gap={4} mt="sm" justify="flex-end">
                {address.isDefault ? null : (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    leftSection={<IconStar size={14} />}
                    onClick={() => void act(() => setDefaultAddress(address._id), t('messages.defaultAddressSet'))}
                    data-testid="address-make-default"
                  >
                    {t('profile.addresses.setDefault')}
                  </Button>
                )}
                <Tooltip label={t('profile.addresses.edit')}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('profile.addresses.edit')}
                    onClick={() => setEditing(address)}
                    data-testid="address-edit"
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('profile.addresses.delete')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('profile.addresses.delete')}
                    onClick={() => void act(() => deleteAddress(address._id), t('messages.addressDeleted'))}
                    data-testid="address-delete"
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed" data-testid="address-book-empty">
          {t('profile.addresses.empty')}
        </Text>
      )}
      {editing ? (
        <AddressModal
          key={editing === 'new' ? 'new' : editing._id}
          address={editing === 'new' ? null : editing}
          opened
          phone={phone}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}
