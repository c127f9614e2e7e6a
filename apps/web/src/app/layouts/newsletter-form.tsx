import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, errorText } from '../../lib/api-client.ts';
import { translateMessage } from '../../lib/messages.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec 1 section 4 "Other": idle, loading, error; the button reads 'Signing up…' while busy. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setError(t('footer.newsletterEmailRequired'));
    if (!EMAIL.test(value)) return setError(t('footer.newsletterEmailInvalid'));
    setError(null);
    setBusy(true);
    const result = await api.post<null>('newsletter/subscribe', { email: value });
    setBusy(false);
    if (result.success) {
      setEmail('');
      toastSuccess(t('footer.subscribed'));
    } else {
      toastError(translateMessage(t, errorText(result, '')) || t('footer.subscribeFailed'));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          placeholder={t('footer.newsletterPlaceholder')}
          aria-label={t('footer.newsletterPlaceholder')}
          error={error}
          radius="xl"
        />
        <Button type="submit" color="saffron.7" radius="xl" loading={busy} loaderProps={{ type: 'dots' }}>
          {busy ? t('footer.signingUp') : t('footer.subscribe')}
        </Button>
      </Group>
    </form>
  );
}
