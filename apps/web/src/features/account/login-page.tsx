import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { loginTarget } from '@souk/shared/login-target';
import { useLogin } from '../../api/auth/login.ts';
import { AppLink } from '../../components/app-link.tsx';
import { AuthShell, AuthSwitchLink } from '../../components/auth-shell.tsx';
import { ChallengeField, useChallenge } from '../../components/challenge/challenge-field.tsx';
import { translatedField } from '../../lib/form-errors.ts';
import { useFieldsTypedBeforeHydration } from '../../lib/typed-before-hydration.ts';
import { SocialSignIn } from '../../components/social-sign-in.tsx';
import { currentHost, goToHost, isLocal, useAppNavigate } from '../../lib/host.ts';
import { failureText } from '../../lib/messages.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { FormError } from '../../components/form-error.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import type * as LoginRules from './login-rules.ts';

/** Spec 1 section 9: the post-login redirect waits 1.2 s so the success message can be read. */
const REDIRECT_DELAY_MS = 1200;

let rules: Promise<typeof LoginRules> | undefined;
const loadRules = () => (rules ??= import('./login-rules.ts'));

const fromState = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string' ? state.from : null;

export function LoginPage() {
  useDocumentTitle('login');
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const location = useLocation();
  const { mutateAsync, isPending } = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  // The API sends a browser back here with ?socialError=<provider> when Google or Facebook sign-in fails.
  const socialFailed = new URLSearchParams(location.search).has('socialError');
  const [redirecting, setRedirecting] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // The checks arrive as the form is first touched; a field left before they did is checked then.
  const [checks, setChecks] = useState<typeof LoginRules>();
  const left = useRef(new Set<'email' | 'password'>());
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '', rememberMe: false },
    validate: checks?.loginRules,
    validateInputOnBlur: true,
  });
  const touch = () => void loadRules().then(setChecks);
  useEffect(() => {
    if (checks) for (const path of left.current) form.validateField(path);
    // Once, as the checks arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checks]);
  const field = translatedField(form, t);
  useFieldsTypedBeforeHydration(form);
  const bothFilled = form.values.email.trim() !== '' && form.values.password !== '';

  const challenge = useChallenge();

  const submit = async (altcha?: string) => {
    setFailure(null);
    if (!bothFilled) return setFailure(t('messages.loginBothRequired'));
    const { loginSchema } = await loadRules();
    const body = loginSchema.parse(form.values);
    const result = await mutateAsync({ ...body, altcha });
    challenge.settle(result);
    if (!result.success) {
      setFailure(failureText(t, result, 'Login failed. Please try again.'));
      return;
    }
    toastSuccess(t('messages.loggedIn'));
    setRedirecting(true);
    const target = loginTarget(result.data.user, {
      host: currentHost(),
      intended: fromState(location.state),
      isLocal: isLocal(),
    });
    timer.current = window.setTimeout(() => {
      if (target.host) goToHost(target.host, target.path);
      else navigate(target.path, { replace: true });
    }, REDIRECT_DELAY_MS);
  };

  // Mantine's form.onSubmit, with the checks awaited first (a submit may come before they loaded).
  const checkAndSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { loginRules } = await loadRules();
    const errors = loginRules(form.getValues());
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) await submit();
  };

  return (
    <AuthShell title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <form
        onSubmit={(event) => void checkAndSubmit(event)}
        onFocus={touch}
        onBlur={({ target }) => {
          const { name } = target as EventTarget & { name?: string };
          if (name === 'email' || name === 'password') left.current.add(name);
        }}
        noValidate
      >
        <Stack gap="md">
          {socialFailed ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="social-error">
              {t('messages.socialFailed')}
            </Alert>
          ) : null}
          <FormError message={failure} />
          <TextInput label={t('auth.fields.email')} type="email" autoComplete="email" required {...field('email')} />
          <PasswordInput
            label={t('auth.fields.password')}
            autoComplete="current-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
            {...field('password')}
          />
          <Group justify="space-between">
            <Checkbox label={t('auth.login.rememberMe')} {...field('rememberMe', { type: 'checkbox' })} />
            <Anchor component={AppLink} to="/forgot-password" size="sm">
              {t('auth.login.forgotPassword')}
            </Anchor>
          </Group>
          {challenge.required ? (
            <ChallengeField key={challenge.round} onSolved={(payload) => void submit(payload)} />
          ) : null}
          <Button type="submit" size="md" fullWidth disabled={!bothFilled || redirecting} loading={isPending}>
            {t('auth.login.submit')}
          </Button>
          <AuthSwitchLink question={t('auth.login.noAccount')} link={t('auth.login.signUp')} to="/register" />
        </Stack>
      </form>
      <SocialSignIn returnTo="/" />
    </AuthShell>
  );
}
