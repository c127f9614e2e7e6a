import { Button, Card, Group, Modal, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteIssueType, useIssueTypes, useSaveIssueType, type IssueType } from '../../api/cs/desk.ts';
import { openConfirmModal } from '../../lib/confirm-modal.ts';
import { translateMessage } from '../../lib/messages.ts';
import { toastResult } from '../../lib/toast-result.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { PageHeader } from '../../components/staff/page-header.tsx';
import { issueTypeName } from '../../lib/issue-type.ts';

type Side = 'client' | 'seller';
type Editing = { side: Side; issue?: IssueType } | null;

/** Client-Issues (spec 3 section 2.8): the buyer and seller issue types, kept by managers. */
export function IssueTypesPage() {
  useDocumentTitle('csIssues');
  const { t, i18n } = useTranslation();
  const issues = useIssueTypes();
  const save = useSaveIssueType();
  const remove = useDeleteIssueType();
  const [editing, setEditing] = useState<Editing>(null);
  const [text, setText] = useState('');
  const [textAr, setTextAr] = useState('');

  const open = (next: Editing) => {
    setEditing(next);
    setText(next?.issue?.value ?? '');
    setTextAr(next?.issue?.labelAr ?? '');
  };
  const submit = async () => {
    if (!editing || !text.trim()) return;
    const result = await save.mutateAsync({
      id: editing.issue?._id,
      body: { userType: editing.side, value: text.trim(), labelAr: textAr.trim() },
    });
    toastResult(t, result);
    if (result.success) setEditing(null);
  };
  const confirmDelete = (issue: IssueType) =>
    openConfirmModal({
      title: t('cs.issues.removeTitle'),
      children: <Text size="sm">{t('cs.cannotUndo')}</Text>,
      labels: { confirm: t('cs.remove'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete' } as never,
      onConfirm: async () => toastResult(t, await remove.mutateAsync(issue._id)),
    });

  const column = (side: Side) => (
    <Stack gap="sm" data-testid={`issues-${side}`}>
      <Group justify="space-between">
        <Title order={2} fz="lg">
          {t(side === 'client' ? 'cs.issues.buyer' : 'cs.issues.seller')}
        </Title>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => open({ side })}
          data-testid={`issue-add-${side}`}
        >
          {t(side === 'client' ? 'cs.issues.addBuyer' : 'cs.issues.addSeller')}
        </Button>
      </Group>
      {(issues.data?.[side] ?? []).map((issue) => (
        <Card key={issue._id} withBorder radius="md" padding="sm" data-testid="issue-card">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" dir="auto" style={{ wordBreak: 'break-word' }}>
              {issueTypeName(t, issue.value, issue, i18n.language)}
            </Text>
            <Group gap={4} wrap="nowrap">
              <Button
                size="compact-xs"
                variant="subtle"
                leftSection={<IconEdit size={12} />}
                onClick={() => open({ side, issue })}
              >
                {t('cs.edit')}
              </Button>
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={12} />}
                onClick={() => confirmDelete(issue)}
              >
                {t('cs.remove')}
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t('pageTitles.csIssues')} intro={t('cs.issues.intro')} />
      {issues.error ? (
        <Text c="red" data-testid="issues-error">
          {translateMessage(t, issues.error.message) ?? t('cs.issues.loadFailed')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          {column('client')}
          {column('seller')}
        </SimpleGrid>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(
          editing?.issue ? 'cs.issues.edit' : editing?.side === 'seller' ? 'cs.issues.addSeller' : 'cs.issues.addBuyer',
        )}
        centered
      >
        <Stack>
          <Textarea
            label={t('cs.issues.text')}
            value={text}
            maxLength={400}
            autosize
            minRows={2}
            onChange={(event) => setText(event.currentTarget.value)}
            description={`${text.length}/400`}
            data-testid="issue-text"
          />
          <Textarea
            label={t('cs.issues.textAr')}
            description={t('cs.issues.textArHint', { count: textAr.length })}
            value={textAr}
            maxLength={400}
            autosize
            minRows={2}
            dir="rtl"
            lang="ar"
            onChange={(event) => setTextAr(event.currentTarget.value)}
            data-testid="issue-text-ar"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setEditing(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              disabled={!text.trim()}
              loading={save.isPending}
              onClick={() => void submit()}
              data-testid="issue-save"
            >
              {t('cs.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
