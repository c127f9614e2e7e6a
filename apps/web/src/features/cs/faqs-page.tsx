import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FAQ_CATEGORIES } from '@souk/shared/schemas/cs';
import { useDeleteFaq, useFaqs, useReorderFaqs, useSaveFaq, type Faq } from '../../api/cs/desk.ts';
import { openConfirmModal } from '../../lib/confirm-modal.ts';
import { toastResult } from '../../lib/toast-result.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { PageHeader } from '../../components/staff/page-header.tsx';

/**
 * Section 5: question up to 100, answer up to 400, a category; nothing is saved while one is empty.
 * The Arabic question and answer may stay empty: Arabic readers then get the English ones (issue 38).
 */
function FaqModal({ type, editing, onClose }: { type: 'buyer' | 'seller'; editing: Faq | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveFaq();
  const initial = editing === 'new' ? null : editing;
  const [question, setQuestion] = useState(initial?.question ?? '');
  const [answer, setAnswer] = useState(initial?.answer ?? '');
  const [questionAr, setQuestionAr] = useState(initial?.questionAr ?? '');
  const [answerAr, setAnswerAr] = useState(initial?.answerAr ?? '');
  const [category, setCategory] = useState<string | null>(initial?.category ?? null);
  const ready = question.trim() && answer.trim() && category;

  const submit = async () => {
    if (!ready) return;
    const body = {
      question: question.trim(),
      answer: answer.trim(),
      questionAr: questionAr.trim(),
      answerAr: answerAr.trim(),
      category,
      ...(initial ? {} : { type }),
    };
    const result = await save.mutateAsync(initial ? { id: initial._id, body } : { body });
    toastResult(t, result);
    if (result.success) onClose();
  };

  return (
    <Modal opened onClose={onClose} title={t(initial ? 'cs.faqs.edit' : 'cs.faqs.add')} centered>
      <Stack>
        <TextInput
          label={t('cs.faqs.question')}
          value={question}
          maxLength={100}
          onChange={(event) => setQuestion(event.currentTarget.value)}
          description={`${question.length}/100`}
          data-testid="faq-question"
        />
        <Textarea
          label={t('cs.faqs.answer')}
          value={answer}
          maxLength={400}
          autosize
          minRows={4}
          onChange={(event) => setAnswer(event.currentTarget.value)}
          description={`${answer.length}/400`}
          data-testid="faq-answer"
        />
        <TextInput
          label={t('cs.faqs.questionAr')}
          value={questionAr}
          maxLength={100}
          dir="rtl"
          lang="ar"
          onChange={(event) => setQuestionAr(event.currentTarget.value)}
          description={t('cs.faqs.arabicHint', { count: questionAr.length, max: 100 })}
          data-testid="faq-question-ar"
        />
        <Textarea
          label={t('cs.faqs.answerAr')}
          value={answerAr}
          maxLength={400}
          autosize
          minRows={4}
          dir="rtl"
          lang="ar"
          onChange={(event) => setAnswerAr(event.currentTarget.value)}
          description={t('cs.faqs.arabicHint', { count: answerAr.length, max: 400 })}
          data-testid="faq-answer-ar"
        />
        <Select
          label={t('cs.faqs.category')}
          data={FAQ_CATEGORIES.map((value) => ({ value, label: t(`cs.faqs.categories.${value}`) }))}
          value={category}
          onChange={setCategory}
          data-testid="faq-category"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button disabled={!ready} loading={save.isPending} onClick={() => void submit()} data-testid="faq-save">
            {t('cs.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** FAQs-Client and FAQs-Seller: cards in display order, add, edit, move, delete after confirming. */
export function FaqsPage({ type }: { type: 'buyer' | 'seller' }) {
  useDocumentTitle(type === 'buyer' ? 'csFaqsClient' : 'csFaqsSeller');
  const { t } = useTranslation();
  const faqs = useFaqs(type);
  const remove = useDeleteFaq();
  const reorder = useReorderFaqs();
  const [editing, setEditing] = useState<Faq | 'new' | null>(null);

  const move = async (index: number, by: number) => {
    const ids = (faqs.data ?? []).map((faq) => faq._id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    toastResult(t, await reorder.mutateAsync({ type, ids }));
  };
  const confirmDelete = (faq: Faq) =>
    openConfirmModal({
      title: t('cs.faqs.removeTitle'),
      children: <Text size="sm">{t('cs.cannotUndo')}</Text>,
      labels: { confirm: t('cs.remove'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete' } as never,
      onConfirm: async () => toastResult(t, await remove.mutateAsync(faq._id)),
    });

  return (
    <Stack gap="lg">
      <PageHeader
        title={t(type === 'buyer' ? 'pageTitles.csFaqsClient' : 'pageTitles.csFaqsSeller')}
        intro={t(type === 'buyer' ? 'cs.faqs.buyerIntro' : 'cs.faqs.sellerIntro')}
        action={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="faq-new">
            {t('cs.faqs.add')}
          </Button>
        }
      />
      {faqs.error ? <Text c="red">{t('cs.faqs.loadFailed')}</Text> : null}
      {faqs.data?.length === 0 ? <Text c="dimmed">{t('cs.faqs.empty')}</Text> : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {(faqs.data ?? []).map((faq, index, all) => (
          <Card key={faq._id} withBorder radius="lg" padding="md" data-testid="faq-card">
            <Stack gap={6} h="100%">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600} dir="auto">
                  {faq.question}
                </Text>
                <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                  {t(`cs.faqs.categories.${faq.category}`)}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed" dir="auto" style={{ flex: 1 }}>
                {faq.answer}
              </Text>
              {faq.questionAr ? (
                <Text size="sm" fw={600} dir="rtl" lang="ar" data-testid="faq-card-ar">
                  {faq.questionAr}
                </Text>
              ) : (
                <Text size="xs" c="saffron.8" data-testid="faq-card-no-ar">
                  {t('cs.faqs.noArabic')}
                </Text>
              )}
              <Group justify="space-between">
                <Group gap={4}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    disabled={index === 0}
                    aria-label={t('cs.faqs.up')}
                    onClick={() => void move(index, -1)}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    disabled={index === all.length - 1}
                    aria-label={t('cs.faqs.down')}
                    onClick={() => void move(index, 1)}
                    data-testid="faq-down"
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                </Group>
                <Group gap={4}>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    leftSection={<IconEdit size={14} />}
                    onClick={() => setEditing(faq)}
                    data-testid="faq-edit"
                  >
                    {t('cs.edit')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={14} />}
                    onClick={() => confirmDelete(faq)}
                    data-testid="faq-delete"
                  >
                    {t('cs.remove')}
                  </Button>
                </Group>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {editing ? <FaqModal type={type} editing={editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}

export const BuyerFaqsPage = () => <FaqsPage type="buyer" />;
export const SellerFaqsPage = () => <FaqsPage type="seller" />;
