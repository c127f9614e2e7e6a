import { Alert, Button, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { supportRequestSchema } from '@souk/shared/schemas/checkout';
import { sendSupportRequest } from '../../api/checkout/contact-us.ts';
import { ChallengeField, useChallenge } from '../../components/challenge/challenge-field.tsx';
import { LebanonPhoneInput } from '../../components/lebanon-phone-input.tsx';
import { translatedField } from '../../lib/form-errors.ts';
import { useLocalText } from './use-local-text.ts';

/** Spec 2 section 4: idle, sending, result message. */
export function SupportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const text = useLocalText();
  const { t } = text;
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', phone: '', message: '' },
    validate: zod4Resolver(supportRequestSchema, { errorPriority: 'first' }),
  });
  const field = translatedField(form, t);
  const challenge = useChallenge();
  const submit = async (values: typeof form.values, altcha?: string) => {
    setSending(true);
    setResult(null);
    const response = await sendSupportRequest({ ...supportRequestSchema.parse(values), altcha });
    setSending(false);
    challenge.settle(response);
    if (response.success) {
      setResult({ ok: true, message: text.server(response.message, 'checkout.support.sent') });
      form.reset();
    } else setResult({ ok: false, message: text.failure(response, 'checkout.support.failed') });
  };
  const close = () => {
    setResult(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('checkout.support.title')} centered radius="lg">
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="sm">
          {result ? (
            <Alert color={result.ok ? 'cedar' : 'red'} data-testid="support-result">
              {result.message}
            </Alert>
          ) : null}
          <TextInput label={t('checkout.support.name')} required {...field('name')} />
          <LebanonPhoneInput
            label={t('checkout.fields.phone')}
            required
            {...field('phone')}
            onChange={(value) => form.setFieldValue('phone', value)}
          />
          <Textarea label={t('checkout.support.message')} required autosize minRows={3} {...field('message')} />
          {challenge.required ? (
            <ChallengeField key={challenge.round} onSolved={(payload) => void submit(form.values, payload)} />
          ) : null}
          <Button type="submit" loading={sending}>
            {t('checkout.support.send')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
