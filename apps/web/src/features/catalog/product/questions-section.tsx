import { useQueryClient } from '@tanstack/react-query';
// Icons the page draws already (the review box's): each icon of its own weighs on the first script.
import { IconAlertCircle, IconPencil } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { myQuestionsKey, useMyQuestions } from '../../../api/questions/get-my-questions.ts';
import { useQuestions, type AnsweredQuestion } from '../../../api/questions/get-questions.ts';
import ui from '../../../components/storefront.module.css';
import { useAuthUser } from '../../../lib/auth-store.ts';
import { useAppNavigate } from '../../../lib/host.ts';
import { marketDay } from '../../../lib/locale-format.ts';
import { toastInfo } from '../../../lib/toast.ts';
import classes from './questions-section.module.css';

const loadForm = () => import('./ask-question-form.tsx');
const AskQuestionForm = lazy(loadForm);

function Answered({ item }: { item: AnsweredQuestion }) {
  const { t, i18n } = useTranslation();
  return (
    <article className={classes.item} data-testid="question">
      <p className={classes.line}>
        <span className={classes.mark} aria-hidden>
          {t('product.questions.q')}
        </span>
        <span className={classes.question} dir="auto" data-testid="question-text">
          {item.question}
        </span>
      </p>
      <p className={classes.line}>
        <span className={`${classes.mark} ${classes.answerMark}`} aria-hidden>
          {t('product.questions.a')}
        </span>
        <span className={classes.answer}>
          <span className={classes.visuallyHidden}>{t('product.questions.shopAnswer')}: </span>
          <span dir="auto" data-testid="answer-text">
            {item.answer}
          </span>
        </span>
      </p>
      <p className={classes.meta}>
        {/* Isolated so "Rami H." keeps its full stop at the end inside an Arabic page. */}
        {t('product.questions.askedBy', {
          name: '\u2068' + (item.asker.name || t('product.reviews.anonymous')) + '\u2069',
        })}
        {' · '}
        {marketDay(item.answeredAt, i18n.resolvedLanguage)}
      </p>
    </article>
  );
}

/**
 * Issue 40: the product's answered questions (rendered on the server from the loader's data), the
 * reader's own questions still waiting for the shop (asked for after hydration, never in the cached
 * page), and the ask box, whose form is fetched on first use. A guest is sent to sign in.
 */
export function QuestionsSection({ productId }: { productId: string }) {
  const { t } = useTranslation();
  // A guest on the server and at hydration, then the reader.
  const user = useAuthUser();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const [pages, setPages] = useState(1);
  const [formOpened, setFormOpened] = useState(false);
  const first = useQuestions(productId, 1);
  const mine = useMyQuestions(productId, Boolean(user));
  const waiting = user ? (mine.data ?? []) : [];
  const total = first.data?.pagination.total ?? 0;

  const openForm = () => {
    if (!user) {
      toastInfo(t('messages.notAuthenticated'));
      navigate('/login', { state: { from: window.location.pathname } });
      return;
    }
    setFormOpened(true);
  };

  return (
    <section id="questions" className={classes.section} data-testid="questions-section">
      <div className={classes.head}>
        <div>
          <h2 className={`${ui.title} ${ui.titleAlone}`}>{t('product.questions.title')}</h2>
          <p className={classes.dimmed}>
            {total > 0 ? t('product.questions.count', { count: total }) : t('product.questions.intro')}
          </p>
        </div>
        {formOpened ? null : (
          <button
            type="button"
            className={ui.button}
            data-icon="start"
            onPointerEnter={() => void loadForm()}
            onFocus={() => void loadForm()}
            onClick={openForm}
            data-testid="ask-question"
          >
            <IconPencil size={16} aria-hidden />
            {t('product.questions.ask')}
          </button>
        )}
      </div>

      {formOpened ? (
        <Suspense fallback={<span className={`${ui.skeleton} ${classes.formPlaceholder}`} />}>
          <AskQuestionForm
            productId={productId}
            onClose={() => setFormOpened(false)}
            onAsked={() => void queryClient.invalidateQueries({ queryKey: myQuestionsKey(productId) })}
          />
        </Suspense>
      ) : null}

      {waiting.length > 0 ? (
        <div className={classes.mine} data-testid="my-questions">
          <p className={classes.mineTitle}>{t('product.questions.yours')}</p>
          {waiting.map((item) => (
            <article key={item._id} className={`${classes.item} ${classes.pending}`} data-testid="my-question">
              <p className={classes.line}>
                <span className={classes.mark} aria-hidden>
                  {t('product.questions.q')}
                </span>
                <span className={classes.question} dir="auto">
                  {item.question}
                </span>
              </p>
              <p className={classes.waiting} data-testid="question-waiting">
                {t('product.questions.waiting')}
              </p>
            </article>
          ))}
          <p className={classes.dimmed}>{t('product.questions.onlyYou')}</p>
        </div>
      ) : null}

      <div className={classes.list}>
        {first.isError ? (
          <p className={ui.alert} role="alert">
            <IconAlertCircle size={18} aria-hidden />
            {t('product.questions.loadFailed')}
          </p>
        ) : first.isPending ? (
          <span className={`${ui.skeleton} ${classes.placeholder}`} />
        ) : total === 0 ? (
          <p className={classes.empty} data-testid="no-questions">
            {t('product.questions.empty')}
          </p>
        ) : (
          Array.from({ length: pages }, (_, index) => (
            <QuestionPage key={index} productId={productId} page={index + 1} />
          ))
        )}
        {first.data && pages < first.data.pagination.totalPages ? (
          <button
            type="button"
            className={`${ui.button} ${ui.subtle} ${classes.more}`}
            onClick={() => setPages((value) => value + 1)}
            data-testid="more-questions"
          >
            {t('product.questions.more')}
          </button>
        ) : null}
      </div>
    </section>
  );
}

/** One page of answered questions; the first is the loader's, the others are asked for on "More questions". */
function QuestionPage({ productId, page }: { productId: string; page: number }) {
  const questions = useQuestions(productId, page);
  if (questions.isPending) return <span className={`${ui.skeleton} ${classes.placeholder}`} />;
  return (
    <>
      {(questions.data?.questions ?? []).map((item) => (
        <Answered key={item._id} item={item} />
      ))}
    </>
  );
}
