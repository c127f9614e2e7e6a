import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTION_MAX } from '@souk/shared/question-rules';
import { answerQuestionSchema } from '@souk/shared/schemas/questions';
import { useAnswerQuestion } from '../../api/seller-questions/answer-question.ts';
import { useSellerQuestions, type SellerQuestion } from '../../api/seller-questions/get-seller-questions.ts';
import { errorText } from '../../lib/api-client.ts';
import { intlLocale } from '../../lib/locale-format.ts';
import { translateMessage } from '../../lib/messages.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ListPager } from '../../components/list-pager.tsx';

/**
 * Issue 40: buyers' questions on the shop's products, those waiting for an answer first, each with
 * its answer box; answered ones show their answer, as the product's page does.
 */
export function SellerQuestionsPage() {
  useDocumentTitle('sellerQuestions');
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isPending, isError, isPlaceholderData } = useSellerQuestions(page);
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('pageTitles.sellerQuestions')}
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          {t('sellerQuestions.intro')}
        </Text>
      </div>
      {isPending ? (
        <Skeleton h={160} radius="lg" />
      ) : isError || !data ? (
        <Paper withBorder radius="lg" p="lg">
          <Text c="red.8">{t('sellerQuestions.loadFailed')}</Text>
        </Paper>
      ) : data.questions.length === 0 ? (
        <Paper withBorder radius="lg" p="lg">
          <Text c="dimmed" data-testid="seller-questions-empty">
            {t('sellerQuestions.empty')}
          </Text>
        </Paper>
      ) : (
        <Stack gap="sm" style={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
          <Text size="sm" fw={600} data-testid="seller-questions-waiting">
            {data.unansweredCount > 0
              ? t('sellerQuestions.waitingCount', { count: data.unansweredCount })
              : t('sellerQuestions.allAnswered')}
          </Text>
          {data.questions.map((question) => (
            <QuestionCard key={question._id} question={question} />
          ))}
          <ListPager totalPages={data.pagination.totalPages} page={page} onChange={setPage} mt="sm" />
        </Stack>
      )}
    </Stack>
  );
}

function QuestionCard({ question }: { question: SellerQuestion }) {
  const { t, i18n } = useTranslation();
  const arabic = i18n.resolvedLanguage === 'ar';
  const dates = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' });
  const answer = useAnswerQuestion();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const product = (arabic && question.product.nameAr) || question.product.name;
  // Isolated so "Rami H." keeps its full stop at its end inside an Arabic sentence.
  const asker = `\u2068${question.asker.name || t('product.reviews.anonymous')}\u2069`;

  const submit = async () => {
    const parsed = answerQuestionSchema.safeParse({ answer: text });
    if (!parsed.success) return setError(translateMessage(t, parsed.error.issues[0]?.message) ?? null);
    setError(null);
    const result = await answer.mutateAsync({ id: question._id, answer: parsed.data.answer });
    if (result.success) toastSuccess(t('messages.questionAnswered'));
    else setError(translateMessage(t, errorText(result, '')) || t('errors.generic'));
  };

  return (
    <Paper withBorder radius="lg" p="md" data-testid="seller-question" data-answered={question.answer !== null}>
      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
        <Text size="xs" fw={700} c="dimmed" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {product}
        </Text>
        {question.answer === null ? (
          <Badge color="orange" variant="light">
            {t('sellerQuestions.waiting')}
          </Badge>
        ) : (
          <Badge color="cedar" variant="light">
            {t('sellerQuestions.answered')}
          </Badge>
        )}
      </Group>
      <Text fw={600} mt={6} dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {question.question}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {t('sellerQuestions.askedBy', { name: asker, date: dates.format(new Date(question.askedAt)) })}
      </Text>
      {question.answer !== null ? (
        <Paper bg="gray.0" radius="md" p="sm" mt="sm">
          <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {question.answer}
          </Text>
          {question.answeredAt ? (
            <Text size="xs" c="dimmed" mt={4}>
              {t('sellerQuestions.answeredOn', { date: dates.format(new Date(question.answeredAt)) })}
            </Text>
          ) : null}
        </Paper>
      ) : (
        <Stack gap="xs" mt="sm">
          <Textarea
            label={t('sellerQuestions.yourAnswer')}
            description={t('sellerQuestions.noLinks')}
            placeholder={t('sellerQuestions.answerPlaceholder')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={QUESTION_MAX}
            error={error}
            data-testid="answer-input"
          />
          <Group justify="flex-end">
            <Button onClick={() => void submit()} loading={answer.isPending} data-testid="answer-submit">
              {t('sellerQuestions.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
