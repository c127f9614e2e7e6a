import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, errorText } from '../../lib/api-client.ts';
import { translateMessage } from '../../lib/messages.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import ui from '../../components/storefront.module.css';
import classes from './storefront-footer.module.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Spec 1 section 4 "Other": idle, loading, error; the button reads 'Signing up…' while busy. A plain
 * field and button, styled with the footer (storefront-footer.module.css): every storefront page has it.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const errorId = useId();
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
    <form onSubmit={(event) => void submit(event)} noValidate className={classes.form}>
      <div className={classes.field}>
        <input
          className={classes.input}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          placeholder={t('footer.newsletterPlaceholder')}
          aria-label={t('footer.newsletterPlaceholder')}
          aria-invalid={error ? true : false}
          aria-describedby={error ? errorId : undefined}
        />
        {error ? (
          <p className={classes.error} id={errorId}>
            {error}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className={`${ui.button} ${ui.saffron}`}
        disabled={busy}
        data-loading={busy || undefined}
        aria-busy={busy || undefined}
      >
        {busy ? t('footer.signingUp') : t('footer.subscribe')}
      </button>
    </form>
  );
}
