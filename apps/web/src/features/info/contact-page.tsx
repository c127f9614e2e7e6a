import {
  Button,
  Card,
  Container,
  Grid,
  Group,
  Stack,
  Text,
  TextInput,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconClock, IconMail, IconMapPin, IconPhone, IconSend } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactSchema } from '@souk/shared/schemas/catalog';
import { sendContact } from '../../api/home/send-contact.ts';
import { SuccessModal } from '../../components/success-modal.tsx';
import { ChallengeField, useChallenge } from '../../components/challenge/challenge-field.tsx';
import { applyServerErrors, translatedField } from '../../lib/form-errors.ts';
import { failureText } from '../../lib/messages.ts';
import { toastError } from '../../lib/toast.ts';
import { InfoHero } from './info-hero.tsx';
import { MapCard } from './map-card.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

type Status = 'idle' | 'sending' | 'sent';

/** Spec 1 section 5: the phone keeps only digits and +, at most 8 characters. */
const cleanPhone = (value: string) => value.replace(/[^\d+]/g, '').slice(0, 8);

/** Spec 1 "Contact page": a form with idle, sending and sent states, contact details and a map. */
export function ContactPage() {
  useDocumentTitle('contact');
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('idle');
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', email: '', phone: '', message: '' },
    validate: zod4Resolver(contactSchema, { errorPriority: 'first' }),
  });
  const field = translatedField(form, t);

  const challenge = useChallenge();

  const send = async (values: typeof form.values, altcha?: string) => {
    setStatus('sending');
    const trimmed = { ...values, name: values.name.trim(), message: values.message.trim(), email: values.email.trim() };
    const result = await sendContact({ ...trimmed, altcha });
    challenge.settle(result);
    if (result.success) {
      setStatus('sent');
      form.reset();
      return;
    }
    setStatus('idle');
    applyServerErrors(form, result.errors);
    toastError(failureText(t, result, t('info.contact.failed')));
  };
  const submit = form.onSubmit((values) => void send(values));

  const details = [
    { icon: IconMapPin, label: t('info.contact.visit'), value: t('info.contact.address') },
    { icon: IconPhone, label: t('info.contact.call'), value: '+961 1 123 456', ltr: true },
    { icon: IconMail, label: t('info.contact.write'), value: 'support@souk.lb', ltr: true },
    { icon: IconClock, label: t('info.contact.hours'), value: t('info.contact.hoursValue') },
  ];

  return (
    <>
      <InfoHero title={t('info.contact.title')} text={t('info.contact.intro')} />
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <Grid gutter={{ base: 'lg', md: 'xl' }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card padding="xl">
              <Title order={2} fz={22} mb="md">
                {t('info.contact.formTitle')}
              </Title>
              <form onSubmit={submit} noValidate data-testid="contact-form">
                <Stack gap="md">
                  <Grid gutter="md">
                    <Grid.Col span={{ base: 12, sm: 6 }}>
                      <TextInput label={t('info.contact.name')} withAsterisk autoComplete="name" {...field('name')} />
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, sm: 6 }}>
                      <TextInput
                        label={t('info.contact.email')}
                        type="email"
                        autoComplete="email"
                        {...field('email')}
                      />
                    </Grid.Col>
                  </Grid>
                  <TextInput
                    label={t('info.contact.phone')}
                    withAsterisk
                    inputMode="tel"
                    dir="ltr"
                    autoComplete="tel"
                    {...field('phone')}
                    onChange={(event) => form.setFieldValue('phone', cleanPhone(event.currentTarget.value))}
                  />
                  <Textarea
                    label={t('info.contact.message')}
                    withAsterisk
                    autosize
                    minRows={5}
                    maxLength={2000}
                    {...field('message')}
                  />
                  {challenge.required ? (
                    <ChallengeField key={challenge.round} onSolved={(payload) => void send(form.values, payload)} />
                  ) : null}
                  <Group justify="flex-end">
                    <Button
                      type="submit"
                      radius="xl"
                      size="md"
                      loading={status === 'sending'}
                      leftSection={<IconSend size={16} className="flip-rtl" />}
                      data-testid="contact-submit"
                    >
                      {status === 'sending' ? t('info.contact.sending') : t('info.contact.send')}
                    </Button>
                  </Group>
                </Stack>
              </form>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              {details.map((detail) => (
                <Group key={detail.label} wrap="nowrap" gap="md" align="flex-start">
                  <ThemeIcon size={44} radius="xl" variant="light">
                    <detail.icon size={20} />
                  </ThemeIcon>
                  <div>
                    <Text size="sm" c="dimmed">
                      {detail.label}
                    </Text>
                    <Text fw={600} dir={detail.ltr ? 'ltr' : undefined} style={{ unicodeBidi: 'isolate' }}>
                      {detail.value}
                    </Text>
                  </div>
                </Group>
              ))}
              <MapCard />
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
      <SuccessModal
        opened={status === 'sent'}
        title={t('messages.contactSent')}
        text={t('info.contact.thanks')}
        onClose={() => setStatus('idle')}
      />
    </>
  );
}
