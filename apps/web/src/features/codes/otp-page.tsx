import {
  Alert,
  Anchor,
  Box,
  Button,
  Divider,
  Loader,
  LoadingOverlay,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertCircle, IconBrandWhatsapp, IconMail, IconMessage2 } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { OTP_LENGTH, type CodeSentReply, type DeliveryMethod } from '@souk/shared/schemas/otp';
import { useResendCode } from '../../api/otp/resend-code.ts';
import { useVerifyCode } from '../../api/otp/verify-code.ts';
import { AppLink } from '../../components/app-link.tsx';
import { AuthShell } from '../../components/auth-shell.tsx';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { ChallengeField, useChallenge } from '../../components/challenge/challenge-field.tsx';
import { useAppNavigate } from '../../lib/host.ts';
import { failureText, translateMessage } from '../../lib/messages.ts';
import type { SignupHandoff } from '../../lib/signup-handoff.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { CodeEntry } from './code-boxes.tsx';
import { SentTo } from './sent-to.tsx';
import { otpPageStateOf, type OtpPageState } from './otp-state.ts';
import { formatClock, resendCooldownSeconds, validitySeconds } from './timing.ts';
import { useCountdown } from './use-countdown.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const METHOD_ICONS: Record<DeliveryMethod, typeof IconMail> = {
  sms: IconMessage2,
  whatsapp: IconBrandWhatsapp,
  email: IconMail,
};

/** /otp (spec 1 sections 2 and 4): the code the send-code screen asked for. */
export function OtpPage() {
  useDocumentTitle('otp');
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const location = useLocation();
  const [initial] = useState(() => otpPageStateOf(location.state));
  const warned = useRef(false);

  useEffect(() => {
    if (initial || warned.current) return;
    warned.current = true;
    toastError(t('codes.errors.missingInfo'));
    navigate('/welcome', { replace: true });
  }, [initial, navigate, t]);

  if (!initial) return <FullPageLoader />;
  return <OtpEntry initial={initial} />;
}

function OtpEntry({ initial }: { initial: OtpPageState }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const resend = useResendCode();
  const verify = useVerifyCode();
  const [sent, setSent] = useState<CodeSentReply>(initial);
  const [method, setMethod] = useState<DeliveryMethod>(initial.deliveryMethod);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [resendError, setResendError] = useState<string | null>(null);
  // Spec 1 section 4: the countdown starts at validityMinutes x 60 (the server enforces the real expiry).
  const expiry = useCountdown(validitySeconds(initial));
  const cooldown = useCountdown(resendCooldownSeconds(initial));
  const busy = resend.isPending || verify.isPending;
  const { email, phone } = initial;

  const challenge = useChallenge();

  const requestAnother = async (altcha?: string) => {
    if (cooldown.remaining > 0 || busy) return;
    setResendError(null);
    const result = await resend.mutateAsync({ phone, email, deliveryMethod: method, purpose: 'signup', altcha });
    challenge.settle(result);
    if (!result.success) {
      // Refused for now: the button counts down the server's wait, in the spec's words.
      if (result.retryAfterSeconds) cooldown.restart(result.retryAfterSeconds);
      else setResendError(failureText(t, result, t('codes.errors.resendFailed')));
      return;
    }
    toastSuccess(translateMessage(t, result.message) ?? t('messages.otpResent'));
    setSent(result.data);
    setCode('');
    setCodeError(null);
    expiry.restart(validitySeconds(result.data));
    cooldown.restart(resendCooldownSeconds(result.data));
  };

  const submit = async () => {
    if (code.length !== OTP_LENGTH || busy) return;
    setCodeError(null);
    const result = await verify.mutateAsync({ phone, otp: code, purpose: 'signup' });
    if (!result.success) {
      setCodeError(failureText(t, result, t('codes.errors.invalidCodeRetry')));
      setCode('');
      return;
    }
    toastSuccess(translateMessage(t, result.message) ?? t('messages.codeVerified'));
    const signup: SignupHandoff = { email, phone, verificationToken: result.data.verificationToken };
    navigate('/register', { replace: true, state: { signup, from: initial.from } });
  };

  const SentIcon = METHOD_ICONS[sent.deliveryMethod];
  const destination =
    sent.deliveryMethod === 'email' ? email : `+961 ${phone.slice(0, 2)} ${phone.slice(2, 5)} ${phone.slice(5)}`;
  const expired = expiry.remaining === 0;

  return (
    <AuthShell title={t('codes.otp.title')} subtitle={t('codes.otp.subtitle')}>
      <Box pos="relative">
        <LoadingOverlay
          visible={busy}
          zIndex={5}
          overlayProps={{ radius: 'md', blur: 1 }}
          loaderProps={{
            children: <BusyLabel text={verify.isPending ? t('codes.otp.verifying') : t('codes.otp.sending')} />,
          }}
        />
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          noValidate
        >
          <Stack gap="lg">
            <SentTo
              icon={<SentIcon size={20} />}
              text={t(`codes.otp.sentBy.${sent.deliveryMethod}`)}
              destination={destination}
            />

            <CodeEntry
              value={code}
              onChange={setCode}
              error={codeError}
              disabled={busy}
              expired={expired}
              remaining={expiry.remaining}
            />

            <Button type="submit" size="md" fullWidth disabled={code.length !== OTP_LENGTH || busy}>
              {t('codes.otp.submit')}
            </Button>

            <Divider label={t('codes.otp.noCode')} labelPosition="center" />

            <Stack gap="xs">
              <Text size="sm" fw={500}>
                {t('codes.otp.methodLabel')}
              </Text>
              <SegmentedControl
                fullWidth
                value={method}
                onChange={(value) => setMethod(value as DeliveryMethod)}
                disabled={busy}
                aria-label={t('codes.otp.methodLabel')}
                data={(['sms', 'whatsapp', 'email'] as const).map((value) => ({
                  value,
                  label: t(`codes.methods.${value}`),
                }))}
                data-testid="method-switch"
              />
              {resendError ? (
                <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} data-testid="resend-error">
                  {resendError}
                </Alert>
              ) : null}
              {challenge.required ? (
                <ChallengeField key={challenge.round} onSolved={(payload) => void requestAnother(payload)} />
              ) : null}
              <Button
                variant="light"
                fullWidth
                onClick={() => void requestAnother()}
                disabled={cooldown.remaining > 0 || busy}
                data-testid="resend"
              >
                {t('codes.otp.requestAnother')}
              </Button>
              {cooldown.remaining > 0 ? (
                <Text size="xs" c="dimmed" ta="center" data-testid="resend-wait">
                  {t('codes.pleaseWait', { time: formatClock(cooldown.remaining) })}
                </Text>
              ) : null}
            </Stack>

            <Text ta="center" size="sm" c="dimmed">
              {t('codes.otp.wrongNumber')}{' '}
              <Anchor component={AppLink} to="/welcome" state={{ email, phone, from: initial.from }} fw={600}>
                {t('codes.otp.changeNumber')}
              </Anchor>
            </Text>
          </Stack>
        </form>
      </Box>
    </AuthShell>
  );
}

function BusyLabel({ text }: { text: string }) {
  return (
    <Stack align="center" gap="xs" data-testid="busy-overlay">
      <Loader color="cedar" />
      <Text size="sm" fw={500}>
        {text}
      </Text>
    </Stack>
  );
}
