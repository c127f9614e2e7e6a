import { Alert, Anchor, Badge, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { signupTarget } from '@souk/shared/login-target';
import { registerSchema } from '@souk/shared/schemas/auth';
import { useRegister } from '../../api/auth/register.ts';
import { AppLink } from '../../components/app-link.tsx';
import { AuthShell, AuthSwitchLink } from '../../components/auth-shell.tsx';
import { LebanonPhoneInput } from '../../components/lebanon-phone-input.tsx';
import { SocialSignIn } from '../../components/social-sign-in.tsx';
import { ChallengeField, useChallenge } from '../../components/challenge/challenge-field.tsx';
import { applyServerErrors, translatedField } from '../../lib/form-errors.ts';
import { useFieldsTypedBeforeHydration } from '../../lib/typed-before-hydration.ts';
import { currentHost, useAppNavigate } from '../../lib/host.ts';
import { signupHandoffOf } from '../../lib/signup-handoff.ts';
import { failureText, translateMessage } from '../../lib/messages.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { FormError } from '../../components/form-error.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const fromState = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string' ? state.from : null;

export function RegisterPage() {
  useDocumentTitle('register');
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const location = useLocation();
  const { mutateAsync, isPending } = useRegister();
  const [failure, setFailure] = useState<string | null>(null);

  // Arriving from the code screens: the proven phone and its e-mail, and the token that proves it.
  const handoff = signupHandoffOf(location.state);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      userName: '',
      email: handoff?.email ?? '',
      phone: handoff?.phone ?? '',
      password: '',
      confirmPassword: '',
    },
    validate: zod4Resolver(registerSchema, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });
  const field = translatedField(form, t);
  useFieldsTypedBeforeHydration(form);

  const challenge = useChallenge();

  const submit = async (altcha?: string) => {
    setFailure(null);
    const parsed = registerSchema.parse(form.values);
    const result = await mutateAsync({
      userName: parsed.userName,
      email: parsed.email,
      phone: parsed.phone,
      password: parsed.password,
      confirmPassword: parsed.confirmPassword,
      ...(handoff && parsed.phone === handoff.phone ? { verificationToken: handoff.verificationToken } : {}),
      altcha,
    });
    challenge.settle(result);
    if (!result.success) {
      applyServerErrors(form, result.errors);
      setFailure(failureText(t, result, 'Something went wrong during signup.'));
      return;
    }
    toastSuccess(translateMessage(t, result.message) ?? t('messages.signedUp'));
    navigate(signupTarget({ host: currentHost(), intended: fromState(location.state) }), { replace: true });
  };

  const toggle = { 'aria-label': t('auth.togglePassword') };
  return (
    <AuthShell title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <form onSubmit={form.onSubmit(() => void submit())} noValidate>
        <Stack gap="sm">
          <FormError message={failure} />
          <TextInput label={t('auth.fields.email')} type="email" autoComplete="email" required {...field('email')} />
          <TextInput label={t('auth.fields.userName')} autoComplete="username" required {...field('userName')} />
          {handoff ? (
            <Alert color="cedar" icon={<IconCircleCheck size={18} />}>
              {t('auth.register.verifiedNotice')}
            </Alert>
          ) : null}
          <LebanonPhoneInput
            label={t('auth.fields.phone')}
            required
            readOnly={Boolean(handoff)}
            {...field('phone')}
            onChange={(value) => form.setFieldValue('phone', value)}
          />
          {handoff ? (
            <Badge
              color="cedar"
              variant="light"
              leftSection={<IconCircleCheck size={14} />}
              data-testid="phone-verified"
            >
              {t('auth.register.verifiedPhone')}
            </Badge>
          ) : (
            <Text size="sm" c="dimmed">
              {t('auth.register.verifyPrompt')}{' '}
              <Anchor component={AppLink} to="/welcome" size="sm" fw={600}>
                {t('auth.register.verifyLink')}
              </Anchor>
            </Text>
          )}
          <PasswordInput
            label={t('auth.fields.password')}
            description={t('auth.register.passwordHint')}
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={toggle}
            {...field('password')}
          />
          <PasswordInput
            label={t('auth.fields.confirmPassword')}
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={toggle}
            {...field('confirmPassword')}
          />
          {challenge.required ? (
            <ChallengeField key={challenge.round} onSolved={(payload) => void submit(payload)} />
          ) : null}
          <Button type="submit" size="md" fullWidth loading={isPending} mt="xs">
            {t('auth.register.submit')}
          </Button>
          <AuthSwitchLink question={t('auth.register.haveAccount')} link={t('auth.register.login')} to="/login" />
        </Stack>
      </form>
      <SocialSignIn returnTo="/" />
    </AuthShell>
  );
}
