import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { holdsLink, QUESTION_MAX } from '@souk/shared/question-rules';
import { useAskQuestion } from '../../../api/questions/ask-question.ts';
import ui from '../../../components/storefront.module.css';
import { errorText } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/messages.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import classes from './ask-question-form.module.css';

/**
 * The ask box's form (issue 40), fetched on first use (questions-section.tsx) so the product page's
 * first script does not carry it. It says what the server would refuse before sending.
 */
export default function AskQuestionForm({
  productId,
  onClose,
  onAsked,
}: {
  productId: string;
  onClose: () => void;
  /** Called once the question is sent: the page shows it as waiting for the shop. */
  onAsked: () => void;
}) {
  const { t } = useTranslation();
  const ask = useAskQuestion(productId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const hintId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const question = text.trim();
    if (!question) return setError(t('messages.questionRequired'));
    if (question.length > QUESTION_MAX) return setError(t('messages.questionTooLong'));
    if (holdsLink(question)) return setError(t('messages.questionNoLinks'));
    setError(null);
    const result = await ask.mutateAsync(question);
    if (result.success) {
      toastSuccess(t('messages.questionPosted'));
      setText('');
      onAsked();
      onClose();
    } else {
      setError(translateMessage(t, errorText(result, '')) || t('errors.generic'));
    }
  };

  return (
    <form className={classes.form} onSubmit={(event) => void submit(event)} data-testid="ask-form">
      <label htmlFor={fieldId} className={classes.label}>
        {t('product.questions.label')}
      </label>
      <textarea
        id={fieldId}
        className={classes.textarea}
        placeholder={t('product.questions.placeholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        rows={3}
        maxLength={QUESTION_MAX}
        aria-describedby={hintId}
        aria-invalid={error ? true : undefined}
        // The reader asked to write: the field takes the focus.
        autoFocus
        data-testid="question-input"
      />
      <p id={hintId} className={classes.hint}>
        {t('product.questions.hint')}
        <span className={classes.counter}>
          {text.length}/{QUESTION_MAX}
        </span>
      </p>
      {error ? (
        <p className={classes.error} role="alert" data-testid="question-error">
          {error}
        </p>
      ) : null}
      <div className={classes.buttons}>
        <button type="button" className={`${ui.button} ${ui.subtle}`} onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button
          type="submit"
          className={ui.button}
          disabled={ask.isPending}
          data-loading={ask.isPending || undefined}
          aria-busy={ask.isPending || undefined}
          data-testid="question-submit"
        >
          {ask.isPending ? <span className={ui.spinner} aria-hidden /> : null}
          {t('product.questions.submit')}
        </button>
      </div>
    </form>
  );
}
