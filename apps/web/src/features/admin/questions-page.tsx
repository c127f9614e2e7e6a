import { Badge, Button, Group, Pagination, Paper, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useHideQuestion,
  useStaffQuestions,
  type QuestionFilter,
  type StaffQuestion,
} from '../../api/staff-questions/staff-questions.ts';
import { HideWithReasonModal } from '../../components/staff/hide-with-reason-modal.tsx';
import { PageHeader } from '../../components/staff/page-header.tsx';
import { intlLocale } from '../../lib/locale-format.ts';
import { toastResult } from '../../lib/toast-result.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * Issue 40: every shop's questions on its products, newest first, for admins and customer service,
 * who hide one with a reason (audited): it leaves the product's page and the shop's list.
 */
export function QuestionsPage() {
  useDocumentTitle('staffQuestions');
  const { t } = useTranslation();
  const [filter, setFilter] = useState<QuestionFilter>('all');
  const [page, setPage] = useState(1);
  const { data, isPending } = useStaffQuestions(filter, page);
  const hideQuestion = useHideQuestion();
  const [hiding, setHiding] = useState<StaffQuestion | null>(null);
  const [reason, setReason] = useState('');

  const hide = async () => {
    if (!hiding) return;
    const result = await hideQuestion.mutateAsync({ id: hiding._id, reason: reason.trim() });
    toastResult(t, result);
    if (result.success) setHiding(null);
  };

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={t('pageTitles.staffQuestions')} intro={t('staffQuestions.intro')} />
      <SegmentedControl
        w="fit-content"
        value={filter}
        onChange={(value) => {
          setFilter(value as QuestionFilter);
          setPage(1);
        }}
        data={(['all', 'shown', 'hidden'] as const).map((value) => ({
          value,
          label: t(`staffQuestions.filters.${value}`),
        }))}
      />
      {isPending ? (
        <Skeleton h={200} radius="lg" />
      ) : !data?.questions.length ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('staffQuestions.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          {data.questions.map((question) => (
            <QuestionRow
              key={question._id}
              question={question}
              onHide={() => {
                setReason('');
                setHiding(question);
              }}
            />
          ))}
          {data.pagination.totalPages > 1 ? (
            <Group justify="center">
              <Pagination total={data.pagination.totalPages} value={page} onChange={setPage} />
            </Group>
          ) : null}
        </Stack>
      )}
      <HideWithReasonModal
        opened={hiding !== null}
        texts={{
          title: t('staffQuestions.hideTitle'),
          intro: t('staffQuestions.hideIntro'),
          reason: t('staffQuestions.reason'),
          confirm: t('staffQuestions.hide'),
        }}
        reason={reason}
        onReasonChange={setReason}
        pending={hideQuestion.isPending}
        onClose={() => setHiding(null)}
        onConfirm={() => void hide()}
        testId="question-hide"
      />
    </Stack>
  );
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
