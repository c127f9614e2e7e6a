import {
  Alert,
  Anchor,
  Box,
  Button,
  Divider,
  Flex,
  Loader,
  LoadingOverlay,
  PasswordInput,
  Stack,
  Stepper,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconMail } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { MESSAGES } from '@souk/shared/messages';
import { OTP_LENGTH, OTP_RESEND_SECONDS } from '@souk/shared/schemas/otp';
import { RESET_CODE_SECONDS } from '@souk/shared/schemas/recovery';
import { useForgotPassword } from '../../api/recovery/forgot-password.ts';
import { useCheckResetToken } from '../../api/recovery/check-reset-token.ts';
import { useResetPassword } from '../../api/recovery/reset-password.ts';
import { useVerifyResetCode } from '../../api/recovery/verify-reset-code.ts';
import { AppLink } from '../../components/app-link.tsx';
import { AuthShell } from '../../components/auth-shell.tsx';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { errorText } from '../../lib/api-client.ts';
import { ChallengeField, useChallenge } from '../../components/challenge/challenge-field.tsx';
import { clearUser } from '../../lib/auth-store.ts';
import { useAppNavigate, withHostParam } from '../../lib/host.ts';
import { failureText, translateMessage } from '../../lib/messages.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { CodeEntry } from './code-boxes.tsx';
import { SentTo } from './sent-to.tsx';
import { PasswordChecklist, meetsPasswordRules } from './password-checklist.tsx';
import { resetPageStateOf, type ResetPageState } from './reset-state.ts';
import { formatClock } from './timing.ts';
import { useCountdown } from './use-countdown.ts';
import { FormError } from '../../components/form-error.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Spec 1 section 9: the success screen moves on to /login after 5 s. */
const SUCCESS_REDIRECT_SECONDS = 5;

type Step = 'code' | 'password' | 'done';
const STEPS: Step[] = ['code', 'password', 'done'];

/**
 * The password-reset page at /verification-code (spec 1 sections 2 and 4): the e-mailed code, then
 * the new password, then a success screen. The e-mail and the request token come from router
 * state or ?email=&token=; with neither there is nothing to reset and the user starts over.
 */
export function VerificationCodePage() {
  useDocumentTitle('verificationCode');
  const location = useLocation();
  const [start] = useState(() => resetPageStateOf(location.state, location.search));
  if (!start.email && !start.token) return <Navigate to={withHostParam('/forgot-password')} replace />;
  // Only a token (a link to the new-password step): check it before asking for a password.
  if (!start.email) return <ResetTokenCheck token={start.token} />;
  return <PasswordReset start={start} />;
}

function ResetTokenCheck({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const { mutateAsync } = useCheckResetToken();
  const [valid, setValid] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void mutateAsync(token).then((result) => {
      if (result.success) return setValid(true);
      toastError(translateMessage(t, errorText(result, MESSAGES.serverError)) ?? t('messages.serverError'));
      navigate('/forgot-password', { replace: true });
    });
  }, [mutateAsync, navigate, t, token]);
  if (!valid) return <FullPageLoader />;
  return <PasswordReset start={{ email: '', token: '' }} verifiedToken={token} />;
}

function PasswordReset({ start, verifiedToken }: { start: ResetPageState; verifiedToken?: string }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>(verifiedToken ? 'password' : 'code');
  const [resetToken, setResetToken] = useState(verifiedToken ?? '');
  // On a phone the three labels do not fit on one line: only the current step is named.
  const narrow = useMediaQuery('(max-width: 36em)');
  const active = step === 'done' ? STEPS.length : STEPS.indexOf(step);
  const label = (index: number, text: string) => (narrow && index !== active ? undefined : text);

  return (
    <AuthShell title={t('codes.reset.title')} subtitle={t(`codes.reset.subtitle.${step}`)}>
      <Stack gap="xl">
        <Stepper active={active} size="sm" allowNextStepsSelect={false} data-testid="reset-steps">
          {STEPS.map((name, index) => (
            <Stepper.Step key={name} label={label(index, t(`codes.reset.steps.${name}`))} />
          ))}
        </Stepper>
        {step === 'code' ? (
          <CodeStep
            start={start}
            onVerified={(token) => {
              setResetToken(token);
              setStep('password');
            }}
          />
        ) : null}
        {step === 'password' ? <PasswordStep resetToken={resetToken} onDone={() => setStep('done')} /> : null}
        {step === 'done' ? <DoneStep /> : null}
      </Stack>
    </AuthShell>
  );
}

function CodeStep({ start, onVerified }: { start: ResetPageState; onVerified: (resetToken: string) => void }) {
  const { t } = useTranslation();
  const resend = useForgotPassword();
  const verify = useVerifyResetCode();
  const [requestToken, setRequestToken] = useState(start.token);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [resendError, setResendError] = useState<string | null>(null);
  const expiry = useCountdown(RESET_CODE_SECONDS);
  // The server refuses a new code to the same address within a minute; the button waits too.
  const cooldown = useCountdown(OTP_RESEND_SECONDS);
  const busy = resend.isPending || verify.isPending;
  const expired = expiry.remaining === 0;

  const challenge = useChallenge();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (code.length !== OTP_LENGTH) return setCodeError(t('messages.fullCodeRequired'));
    setCodeError(null);
    const result = await verify.mutateAsync({
      email: start.email,
      verificationCode: code,
      token: requestToken || undefined,
    });
    if (!result.success) {
      setCodeError(failureText(t, result, MESSAGES.invalidCode));
      setCode('');
      return;
    }
    toastSuccess(translateMessage(t, result.message) ?? t('messages.codeVerified'));
    onVerified(result.data.resetToken || result.data.token);
  };

  /** Spec 1 section 4: a new code empties the boxes and starts the 300 s again. */
  const sendAgain = async (altcha?: string) => {
    if (busy || cooldown.remaining > 0) return;
    setResendError(null);
    const result = await resend.mutateAsync({ email: start.email, altcha });
    challenge.settle(result);
    if (!result.success) {
      // Refused for now: the button counts down the server's wait, in the spec's words.
      if (result.retryAfterSeconds) cooldown.restart(result.retryAfterSeconds);
      else setResendError(failureText(t, result, t('codes.errors.couldNotResend')));
      return;
    }
    toastSuccess(t('messages.otpResent'));
    setRequestToken(result.data);
    setCode('');
    setCodeError(null);
    expiry.restart(RESET_CODE_SECONDS);
    cooldown.restart(OTP_RESEND_SECONDS);
  };

  return (
    <Box pos="relative">
      <LoadingOverlay
        visible={busy}
        zIndex={5}
        overlayProps={{ radius: 'md', blur: 1 }}
        loaderProps={{
          children: (
            <Stack align="center" gap="xs" data-testid="busy-overlay">
              <Loader color="cedar" />
              <Text size="sm" fw={500}>
                {verify.isPending ? t('codes.otp.verifying') : t('codes.otp.sending')}
              </Text>
            </Stack>
          ),
        }}
      />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="lg">
          <SentTo icon={<IconMail size={20} />} text={t('codes.otp.sentBy.email')} destination={start.email} />
          <CodeEntry
            value={code}
            onChange={setCode}
            error={codeError}
            disabled={busy}
            expired={expired}
            remaining={expiry.remaining}
          />
          <Button type="submit" size="md" fullWidth disabled={busy || expired}>
            {t('codes.reset.verify')}
          </Button>
          <Divider label={t('codes.otp.noCode')} labelPosition="center" />
          {resendError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} data-testid="resend-error">
              {resendError}
            </Alert>
          ) : null}
          <Stack gap={6}>
            {challenge.required ? (
              <ChallengeField key={challenge.round} onSolved={(payload) => void sendAgain(payload)} />
            ) : null}
            <Button
              variant="light"
              fullWidth
              onClick={() => void sendAgain()}
              disabled={busy || cooldown.remaining > 0}
              data-testid="resend"
            >
              {t('codes.reset.resend')}
            </Button>
            {cooldown.remaining > 0 ? (
              <Text size="xs" c="dimmed" ta="center" data-testid="resend-wait">
                {t('codes.pleaseWait', { time: formatClock(cooldown.remaining) })}
              </Text>
            ) : null}
          </Stack>
          <Text ta="center" size="sm" c="dimmed">
            <Anchor
              component={AppLink}
              to="/forgot-password"
              state={{ email: start.email, token: requestToken } satisfies ResetPageState}
              fw={600}
            >
              {t('codes.reset.otherEmail')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Box>
  );
}

function PasswordStep({ resetToken, onDone }: { resetToken: string; onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const appNavigate = useAppNavigate();
  const { mutateAsync, isPending } = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const mismatch = confirmPassword !== '' && confirmPassword !== password;
  const ready = meetsPasswordRules(password) && confirmPassword === password;
  const toggle = { 'aria-label': t('auth.togglePassword') };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || isPending) return;
    if (!resetToken) return setFailure(t('messages.missingResetToken'));
    setFailure(null);
    const result = await mutateAsync({ token: resetToken, password, confirmPassword });
    if (!result.success) {
      const text = translateMessage(t, errorText(result, MESSAGES.serverError)) ?? t('messages.serverError');
      // Spec 1 section 8: an expired token (or a failure with no reason) starts the recovery over.
      if (result.message === MESSAGES.expiredToken || result.httpStatus >= 500) {
        toastError(text);
        appNavigate('/forgot-password', { replace: true });
        return;
      }
      setFailure(text);
      return;
    }
    // Every session of the account ended with the reset, this browser's too.
    clearUser();
    onDone();
  };

  /** Cancel leaves the reset, back to where the user came from (the login page if nowhere). */
  const cancel = () => {
    const index: unknown = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof index === 'number' && index > 0) void navigate(-1);
    else appNavigate('/login', { replace: true });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <FormError message={failure} />
        <PasswordInput
          label={t('codes.reset.newPassword')}
          autoComplete="new-password"
          required
          autoFocus
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          visibilityToggleButtonProps={toggle}
        />
        <PasswordChecklist password={password} />
        <PasswordInput
          label={t('codes.reset.confirmPassword')}
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.currentTarget.value)}
          error={mismatch ? t('messages.resetPasswordsMismatch') : undefined}
          visibilityToggleButtonProps={toggle}
        />
        {/* Side by side where they fit; on a phone the main action sits on top, full width. */}
        <Flex mt="xs" gap="sm" direction={{ base: 'column-reverse', xs: 'row' }}>
          <Button variant="default" size="md" onClick={cancel} disabled={isPending} flex={1}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" size="md" disabled={!ready} loading={isPending} flex={1}>
            {t('codes.reset.submit')}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

function DoneStep() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const { remaining } = useCountdown(SUCCESS_REDIRECT_SECONDS);
  useEffect(() => {
    if (remaining === 0) navigate('/login', { replace: true });
  }, [remaining, navigate]);
  return (
    <Stack align="center" ta="center" gap="sm" py="md" data-testid="reset-done">
      <ThemeIcon size={72} radius="xl" color="cedar" variant="light">
        <IconCircleCheck size={40} />
      </ThemeIcon>
      <Title order={2} fz={22}>
        {t('messages.passwordResetDone')}
      </Title>
      <Text c="dimmed">{t('codes.reset.doneText', { count: remaining })}</Text>
      <Button component={AppLink} to="/login" replace size="md" mt="xs">
        {t('codes.reset.goToLogin')}
      </Button>
    </Stack>
  );
}
