import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema, profileUpdateSchema, type PublicUser } from '@souk/shared/schemas/auth';
import { useChangePassword } from '../../api/auth/change-password.ts';
import { useUpdateProfile } from '../../api/auth/update-profile.ts';
import { LebanonPhoneInput } from '../../components/lebanon-phone-input.tsx';
import { SuccessModal } from '../../components/success-modal.tsx';
import { errorText } from '../../lib/api-client.ts';
import { useAuthUser } from '../../lib/auth-store.ts';
import { applyServerErrors, translatedField } from '../../lib/form-errors.ts';
import { translateMessage } from '../../lib/messages.ts';
import { intlLocale } from '../../lib/locale-format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AddressBook } from './address-book.tsx';
import { UpdatePreferencesCard } from './update-preferences.tsx';

type Notice = { title: string; text?: string } | null;

function Detail({
  label,
  value,
  testId,
  ltr = false,
}: {
  label: string;
  value: string;
  testId?: string;
  ltr?: boolean;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500} data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {/* Phone numbers and e-mails keep their left-to-right order inside Arabic pages. */}
        {value ? ltr ? <bdi dir="ltr">{value}</bdi> : value : '—'}
      </Text>
    </div>
  );
}

function Summary({ user }: { user: PublicUser }) {
  const { t, i18n } = useTranslation();
  const since = new Date(user.createdAt);
  return (
    <Card padding="xl">
      <Stack align="center" gap={6} mb="lg">
        <Avatar color="cedar" size={84} radius={84} fz={30}>
          {user.initials}
        </Avatar>
        <Title order={2} fz={22} ta="center" data-testid="profile-name">
          {user.fullName || user.userName}
        </Title>
        <Group gap={6} justify="center">
          {user.accountType.map((type) => (
            <Badge key={type} variant="light" color={type === 'buyer' ? 'cedar' : 'saffron'}>
              {t(`accountTypes.${type}`, { defaultValue: type })}
            </Badge>
          ))}
        </Group>
      </Stack>
      <Stack gap="sm">
        <Detail label={t('auth.fields.userName')} value={user.userName} testId="profile-username" />
        <Detail label={t('auth.fields.email')} value={user.email ?? ''} testId="profile-email" ltr />
        <Detail
          label={t('auth.fields.phone')}
          value={user.phone ? `+961 ${user.phone}` : ''}
          testId="profile-phone"
          ltr
        />
        <Detail
          label={t('profile.memberSince')}
          value={
            Number.isNaN(since.getTime())
              ? ''
              : since.toLocaleDateString(intlLocale(i18n.resolvedLanguage), { dateStyle: 'medium' })
          }
        />
      </Stack>
    </Card>
  );
}

function ProfileForm({ user, onSaved }: { user: PublicUser; onSaved: (notice: Notice) => void }) {
  const { t } = useTranslation();
  const { mutateAsync, isPending } = useUpdateProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      userName: user.userName,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email ?? '',
      phone: user.phone ?? '',
      currentPassword: '',
    },
    validate: zod4Resolver(profileUpdateSchema, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });
  const field = translatedField(form, t);
  // The server asks for the password only when the e-mail or phone (how the account is recovered) changes.
  const contactChanged = form.isDirty('email') || form.isDirty('phone');

  const submit = async () => {
    setFailure(null);
    const { currentPassword, ...details } = profileUpdateSchema.parse(form.values);
    const result = await mutateAsync(contactChanged ? { ...details, currentPassword } : details);
    if (!result.success) {
      applyServerErrors(form, result.errors);
      setFailure(translateMessage(t, errorText(result)) ?? t('errors.generic'));
      return;
    }
    const saved = result.data.user;
    form.setInitialValues({
      userName: saved.userName,
      firstName: saved.firstName,
      lastName: saved.lastName,
      email: saved.email ?? '',
      phone: saved.phone ?? '',
      currentPassword: '',
    });
    form.reset();
    onSaved({ title: t('messages.profileUpdated') });
  };

  return (
    <Card padding="xl">
      <Title order={3} fz={18} mb={4}>
        {t('profile.editTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="lg">
        {t('profile.editSubtitle')}
      </Text>
      <form onSubmit={form.onSubmit(() => void submit())} noValidate data-testid="profile-form">
        <Stack gap="sm">
          {failure ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />}>
              {failure}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('auth.fields.firstName')} autoComplete="given-name" {...field('firstName')} />
            <TextInput label={t('auth.fields.lastName')} autoComplete="family-name" {...field('lastName')} />
            <TextInput label={t('auth.fields.userName')} autoComplete="username" {...field('userName')} />
            <TextInput label={t('auth.fields.email')} type="email" autoComplete="email" {...field('email')} />
            <LebanonPhoneInput
              label={t('auth.fields.phone')}
              {...field('phone')}
              onChange={(value) => form.setFieldValue('phone', value)}
            />
          </SimpleGrid>
          {contactChanged ? (
            <PasswordInput
              label={t('profile.currentPassword')}
              description={t('profile.contactPasswordHint')}
              autoComplete="current-password"
              required
              data-testid="profile-current-password"
              {...field('currentPassword')}
            />
          ) : null}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty()}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isPending} disabled={!form.isDirty()}>
              {t('profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function ChangePasswordForm({ onSaved }: { onSaved: (notice: Notice) => void }) {
  const { t } = useTranslation();
  const { mutateAsync, isPending } = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: zod4Resolver(changePasswordSchema, { errorPriority: 'first' }),
  });
  const field = translatedField(form, t);
  const toggle = { 'aria-label': t('auth.togglePassword') };

  const submit = async () => {
    setFailure(null);
    const result = await mutateAsync(form.values);
    if (!result.success) {
      applyServerErrors(form, result.errors);
      setFailure(translateMessage(t, errorText(result)) ?? t('errors.generic'));
      return;
    }
    form.reset();
    onSaved({ title: t('messages.passwordChanged'), text: t('profile.passwordChangedText') });
  };

  return (
    <Card padding="xl">
      <Title order={3} fz={18} mb={4}>
        {t('profile.passwordTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="lg">
        {t('profile.passwordSubtitle')}
      </Text>
      <form onSubmit={form.onSubmit(() => void submit())} noValidate data-testid="password-form">
        <Stack gap="sm">
          {failure ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="password-error">
              {failure}
            </Alert>
          ) : null}
          <PasswordInput
            label={t('profile.currentPassword')}
            autoComplete="current-password"
            visibilityToggleButtonProps={toggle}
            {...field('currentPassword')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <PasswordInput
              label={t('profile.newPassword')}
              autoComplete="new-password"
              visibilityToggleButtonProps={toggle}
              {...field('newPassword')}
            />
            <PasswordInput
              label={t('profile.retypePassword')}
              autoComplete="new-password"
              visibilityToggleButtonProps={toggle}
              {...field('confirmPassword')}
            />
          </SimpleGrid>
          {/* One hint under both fields keeps the two inputs level. */}
          <Text size="xs" c="dimmed">
            {t('profile.newPasswordHint')}
          </Text>
          <Group justify="flex-end" mt="xs">
            <Button type="submit" loading={isPending}>
              {t('profile.changePassword')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

export function ProfilePage() {
  useDocumentTitle('profile');
  const { t } = useTranslation();
  const user = useAuthUser();
  const [notice, setNotice] = useState<Notice>(null);
  // The guard keeps guests out; this only covers the instant of a logout.
  if (!user) return null;
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Title order={1} fz={{ base: 24, sm: 30 }} mb="lg">
        {t('profile.title')}
      </Title>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Summary user={user} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <ProfileForm key={user._id} user={user} onSaved={setNotice} />
            <AddressBook userId={user._id} phone={user.phone ?? ''} />
            <UpdatePreferencesCard userId={user._id} phone={user.phone ?? ''} />
            <ChangePasswordForm onSaved={setNotice} />
          </Stack>
        </Grid.Col>
      </Grid>
      <SuccessModal
        opened={notice !== null}
        title={notice?.title ?? ''}
        text={notice?.text}
        onClose={() => setNotice(null)}
      />
    </Container>
  );
}
