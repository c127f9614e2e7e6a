import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconInfoCircle, IconMail } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { forgotPasswordSchema } from '@souk/shared/schemas/recovery';
import { useForgotPassword } from '../../api/recovery/forgot-password.ts';
import { AppLink } from '../../components/app-link.tsx';
import { AuthShell } from '../../components/auth-shell.tsx';
import { ChallengeField, useChallenge } from '../../components/challenge/challenge-field.tsx';
import { applyServerErrors, translatedField } from '../../lib/form-errors.ts';
import { useAppNavigate } from '../../lib/host.ts';
import { failureText, translateMessage } from '../../lib/messages.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { resetPageStateOf, type ResetPageState } from './reset-state.ts';
import { formatClock } from './timing.ts';
import { FormError } from '../../components/form-error.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ltr } from '../../lib/locale-format.ts';

/** /forgot-password (spec 1 section 2): the e-mail, a button to send the reset code, back to sign-in. */
export function ForgotPasswordPage() {
  useDocumentTitle('forgotPassword');
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const location = useLocation();
  const { mutateAsync, isPending } = useForgotPassword();
  const [failure, setFailure] = useState<string | null>(null);
  // Back from the code page ("Use a different e-mail"): the address and request it came from.
  const earlier = resetPageStateOf(location.state, '');
  /** A code went to this address a moment ago: the server asks to wait before another. */
  const [alreadySent, setAlreadySent] = useState<{ email: string; seconds: number } | null>(null);

  const form = useForm({
    mode: 'controlled',
    initialValues: { email: earlier.email },
    validate: zod4Resolver(forgotPasswordSchema, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });
  const field = translatedField(form, t);

  const challenge = useChallenge();

  const submit = async (altcha?: string) => {
    setFailure(null);
    setAlreadySent(null);
    const { email } = forgotPasswordSchema.parse(form.values);
    const result = await mutateAsync({ email, altcha });
    challenge.settle(result);
    if (!result.success && result.retryAfterSeconds) {
      // Not "wait" alone: say what happened to the earlier request, in words that are the same
      // whether or not the address has an account (the server's wait is too).
      setAlreadySent({ email, seconds: result.retryAfterSeconds });
      return;
    }
    if (!result.success) {
      applyServerErrors(form, result.errors);
      setFailure(failureText(t, result, 'Something went wrong.'));
      return;
    }
    toastSuccess(translateMessage(t, result.message) ?? t('messages.resetCodeSent'));
    const state: ResetPageState = { email, token: result.data };
    navigate('/verification-code', { state });
  };

  return (
    <AuthShell title={t('codes.forgot.title')} subtitle={t('codes.forgot.subtitle')}>
      <form onSubmit={form.onSubmit(() => void submit())} noValidate>
        <Stack gap="md">
          <FormError message={failure} />
          {alreadySent ? (
            <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} data-testid="code-already-sent">
              {/* A long address is one unbroken run: it may break anywhere rather than push the
                  sentence out of the box on a phone. */}
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('codes.forgot.alreadySent', {
                  email: ltr(alreadySent.email),
                  time: formatClock(alreadySent.seconds),
                })}
              </Text>
              {earlier.token && earlier.email.toLowerCase() === alreadySent.email.toLowerCase() ? (
                <Anchor
                  component={AppLink}
                  to="/verification-code"
                  state={{ email: earlier.email, token: earlier.token } satisfies ResetPageState}
                  size="sm"
                  fw={600}
                >
                  {t('codes.forgot.enterCode')}
                </Anchor>
              ) : null}
            </Alert>
          ) : null}
          <TextInput
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
            required
            leftSection={<IconMail size={18} />}
            {...field('email')}
          />
          {challenge.required ? (
            <ChallengeField key={challenge.round} onSolved={(payload) => void submit(payload)} />
          ) : null}
          <Button type="submit" size="md" fullWidth loading={isPending}>
            {t('codes.forgot.submit')}
          </Button>
          <Group justify="center">
            <Anchor component={AppLink} to="/login" size="sm" fw={600}>
              <Group gap={6} component="span" wrap="nowrap">
                <IconArrowLeft size={16} className="flip-rtl" />
                {t('codes.forgot.backToLogin')}
              </Group>
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthShell>
  );
}
