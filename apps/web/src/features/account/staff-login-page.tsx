import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffLoginTarget } from '@souk/shared/login-target';
import { staffLoginSchema } from '@souk/shared/schemas/auth';
import { useStaffLogin } from '../../api/auth/staff-login.ts';
import { errorText } from '../../lib/api-client.ts';
import { ChallengeField, useChallenge } from '../../components/challenge/challenge-field.tsx';
import { HotlineChat } from '../../components/hotline-chat.tsx';
import { translatedField } from '../../lib/form-errors.ts';
import { goToHost, isLocal, useAppNavigate } from '../../lib/host.ts';
import { translateMessage } from '../../lib/messages.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function StaffLoginPage() {
  useDocumentTitle('staffLogin');
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const { mutateAsync, isPending } = useStaffLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const [detail, setDetail] = useState<string | null>(null);

  const form = useForm({
    mode: 'controlled',
    initialValues: { username: '', password: '' },
    validate: zod4Resolver(staffLoginSchema, { errorPriority: 'first' }),
  });
  const field = translatedField(form, t);

  const challenge = useChallenge();

  const submit = async (altcha?: string) => {
    setFailure(null);
    const result = await mutateAsync({ ...staffLoginSchema.parse(form.values), altcha });
    challenge.settle(result);
    if (!result.success) {
      // Spec 3 section 8: the headline is always 'Login failed'; the reason helps the user act.
      setFailure(t('errors.staffLoginFailed'));
      setDetail(translateMessage(t, errorText(result, '')) ?? null);
      return;
    }
    const target = staffLoginTarget(result.data.user, isLocal());
    if (target.host) goToHost(target.host, target.path, true);
    else navigate(target.path, { replace: true });
  };

  return (
    <Center px="sm" py={{ base: 'md', sm: 48 }}>
      {/* Spec 3 section 2.2: the hot line's chat link is on every sign-in page, the staff one too. */}
      <HotlineChat />
      <Paper withBorder shadow="sm" radius="xl" p={{ base: 'lg', sm: 40 }} w="100%" maw={440}>
        <Stack gap="md">
          <Stack align="center" gap="xs" mb="xs">
            <ThemeIcon size={52} radius="xl" variant="light">
              <IconLock size={26} />
            </ThemeIcon>
            <Title order={1} fz={{ base: 22, sm: 26 }} ta="center">
              {t('auth.staff.title')}
            </Title>
            <Text c="dimmed" size="sm" ta="center">
              {t('auth.staff.subtitle')}
            </Text>
          </Stack>
          <form onSubmit={form.onSubmit(() => void submit())} noValidate>
            <Stack gap="md">
              {failure ? (
                <Alert color="red" icon={<IconAlertCircle size={18} />} title={failure} data-testid="form-error">
                  {detail && detail !== failure ? detail : null}
                </Alert>
              ) : null}
              <TextInput label={t('auth.fields.username')} autoComplete="username" required {...field('username')} />
              <PasswordInput
                label={t('auth.fields.password')}
                autoComplete="current-password"
                required
                visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
                {...field('password')}
              />
              {challenge.required ? (
                <ChallengeField key={challenge.round} onSolved={(payload) => void submit(payload)} />
              ) : null}
              <Button type="submit" size="md" fullWidth loading={isPending}>
                {t('auth.staff.submit')}
              </Button>
            </Stack>
          </form>
        </Stack>
      </Paper>
    </Center>
  );
}
