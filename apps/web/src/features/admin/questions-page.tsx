import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHideQuestion, useStaffQuestions, type StaffQuestion } from '../../api/staff-questions/staff-questions.ts';
import { ModerationList, type ModerationFilter } from '../../components/staff/moderation-list.tsx';
import { intlLocale } from '../../lib/locale-format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * Issue 40: every shop's questions on its products, newest first, for admins and customer service,
 * who hide one with a reason (audited): it leaves the product's page and the shop's list.
 */
export function QuestionsPage() {
  useDocumentTitle('staffQuestions');
  const { t } = useTranslation();
  const hideQuestion = useHideQuestion();
  return (
    <ModerationList<StaffQuestion>
      title={t('pageTitles.staffQuestions')}
      textKey="staffQuestions"
      usePage={useQuestionPage}
      hide={(question, reason) => hideQuestion.mutateAsync({ id: question._id, reason })}
      hiding={hideQuestion.isPending}
      renderRow={(question, onHide) => <QuestionRow key={question._id} question={question} onHide={onHide} />}
      testId="question-hide"
    />
  );
}

function useQuestionPage(filter: ModerationFilter, page: number) {
  const { data, isPending } = useStaffQuestions(filter, page);
  return { data: data && { items: data.questions, totalPages: data.pagination.totalPages }, isPending };
}

function QuestionRow({ question, onHide }: { question: StaffQuestion; onHide: () => void }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' }).format(
    new Date(question.askedAt),
  );
  return (
    <Paper withBorder radius="md" p="md" data-testid="staff-question">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} dir="auto">
              {question.seller.name}
            </Text>
            <Text size="sm" c="dimmed" dir="auto">
              {(i18n.resolvedLanguage === 'ar' && question.product.nameAr) || question.product.name}
            </Text>
            {question.hidden ? (
              <Badge color="gray" variant="light">
                {t('staffQuestions.hidden')}
              </Badge>
            ) : question.answer === null ? (
              <Badge color="orange" variant="light">
                {t('staffQuestions.waiting')}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            <span dir="auto">{question.asker.name || t('product.reviews.anonymous')}</span> · {date}
          </Text>
          <Text size="sm" fw={600} dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {question.question}
          </Text>
          {question.answer ? (
            <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {question.answer}
            </Text>
          ) : null}
          {question.hidden && question.hiddenReason ? (
            <Text size="xs" c="dimmed" dir="auto">
              {t('staffQuestions.hiddenReason', { reason: question.hiddenReason })}
            </Text>
          ) : null}
        </Stack>
        {question.hidden ? null : (
          <Button size="xs" variant="light" color="red" onClick={onHide} data-testid="question-hide">
            {t('staffQuestions.hide')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
