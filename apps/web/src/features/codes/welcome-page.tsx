import { Button, Group, Radio, SimpleGrid, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBrandWhatsapp, IconMessage2 } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import { emailField, phoneField } from '@souk/shared/schemas/auth';
import { useSendCode } from '../../api/otp/send-code.ts';
import { AuthShell, AuthSwitchLink } from '../../components/auth-shell.tsx';
import { LebanonPhoneInput } from '../../components/lebanon-phone-input.tsx';
import { ChallengeField, useChallenge } from '../../components/challenge/challenge-field.tsx';
import { applyServerErrors, translatedField } from '../../lib/form-errors.ts';
import { useAppNavigate } from '../../lib/host.ts';
import { failureText, translateMessage } from '../../lib/messages.ts';
import { intendedPathOf } from '../../lib/signup-handoff.ts';
import { toastSuccess } from '../../lib/toast.ts';
import type { OtpPageState } from './otp-state.ts';
import { FormError } from '../../components/form-error.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The send-code screen asks for a phone channel; e-mail is offered later, on the code screen. */
const welcomeSchema = z.object({
  email: emailField(),
  phone: phoneField,
  deliveryMethod: z.enum(['sms', 'whatsapp'], { error: MESSAGES.chooseSmsOrWhatsapp }),
});

const stringOf = (state: unknown, key: string): string => {
  if (typeof state !== 'object' || state === null || !(key in state)) return '';
  const value: unknown = (state as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
};

function ChannelCard({ value, icon, title, text }: { value: string; icon: ReactNode; title: string; text: string }) {
  return (
    // A tile: icon and tick on top, words below, so two fit side by side on a phone.
    <Radio.Card value={value} radius="md" p="sm" h="100%" data-testid={`channel-${value}`}>
      <Group justify="space-between" wrap="nowrap" mb={8}>
        <ThemeIcon variant="light" radius="xl" size={34}>
          {icon}
        </ThemeIcon>
        <Radio.Indicator />
      </Group>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Text size="xs" c="dimmed">
        {text}
      </Text>
    </Radio.Card>
  );
}

/**
 * /welcome, the sign-up entry (spec 1 section 2): e-mail, the 8-digit Lebanese phone and SMS or
 * WhatsApp; a code is sent and /otp takes over with what it needs in router state.
 */
export function WelcomePage() {
  useDocumentTitle('welcome');
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const location = useLocation();
  const { mutateAsync, isPending } = useSendCode();
  const [failure, setFailure] = useState<string | null>(null);

  const form = useForm({
    mode: 'controlled',
    // "Change number" on the code screen comes back here with what was typed.
    initialValues: {
      email: stringOf(location.state, 'email'),
      phone: stringOf(location.state, 'phone'),
      deliveryMethod: '',
    },
    validate: zod4Resolver(welcomeSchema, { errorPriority: 'first' }),
    validateInputOnBlur: ['email', 'phone'],
  });
  const field = translatedField(form, t);

  const challenge = useChallenge();

  const submit = async (altcha?: string) => {
    setFailure(null);
    const body = welcomeSchema.parse(form.values);
    const result = await mutateAsync({ ...body, purpose: 'signup', altcha });
    challenge.settle(result);
    if (!result.success) {
      applyServerErrors(form, result.errors);
      setFailure(failureText(t, result, t('codes.errors.sendFailed')));
      return;
    }
    toastSuccess(translateMessage(t, result.message) ?? t('messages.otpSentPhone'));
    const state: OtpPageState = { ...body, ...result.data, from: intendedPathOf(location.state) };
    navigate('/otp', { state });
  };

  return (
    <AuthShell title={t('codes.welcome.title')} subtitle={t('codes.welcome.subtitle')}>
      <form onSubmit={form.onSubmit(() => void submit())} noValidate>
        <Stack gap="md">
          <FormError message={failure} />
          <TextInput label={t('auth.fields.email')} type="email" autoComplete="email" required {...field('email')} />
          <LebanonPhoneInput
            label={t('auth.fields.phone')}
            description={t('codes.welcome.phoneHint')}
            required
            {...field('phone')}
            onChange={(value) => form.setFieldValue('phone', value)}
          />
          <Radio.Group label={t('codes.welcome.channelLabel')} required {...field('deliveryMethod')}>
            <SimpleGrid cols={2} spacing="sm" mt={6}>
              <ChannelCard
                value="sms"
                icon={<IconMessage2 size={18} />}
                title={t('codes.methods.sms')}
                text={t('codes.welcome.smsHint')}
              />
              <ChannelCard
                value="whatsapp"
                icon={<IconBrandWhatsapp size={18} />}
                title={t('codes.methods.whatsapp')}
                text={t('codes.welcome.whatsappHint')}
              />
            </SimpleGrid>
          </Radio.Group>
          {challenge.required ? (
            <ChallengeField key={challenge.round} onSolved={(payload) => void submit(payload)} />
          ) : null}
          <Button type="submit" size="md" fullWidth loading={isPending} mt="xs">
            {t('codes.welcome.submit')}
          </Button>
          <AuthSwitchLink question={t('auth.register.haveAccount')} link={t('auth.register.login')} to="/login" />
        </Stack>
      </form>
    </AuthShell>
  );
}
