import { Badge, Button, Card, Group, Modal, SegmentedControl, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { IconMessageReply, IconTicket } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHandleSupportMessage, useSupportInbox, type SupportMessage } from '../../api/cs/desk.ts';
import { useAppNavigate } from '../../lib/host.ts';
import { intlLocale, ltr } from '../../lib/locale-format.ts';
import { toastResult } from '../../lib/toast-result.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { PageHeader } from '../../components/staff/page-header.tsx';
import { CS_PATHS } from './cs-paths.ts';

/**
 * Issue 15: the checkout's support requests and the contact page's messages. They carry no order:
 * an agent answers one (e-mailed), or opens a ticket for it from the buyer's phone.
 */
export function SupportInboxPage() {
  useDocumentTitle('csInbox');
  const { t, i18n } = useTranslation();
  const navigate = useAppNavigate();
  const [status, setStatus] = useState<'open' | 'handled'>('open');
  const inbox = useSupportInbox(status);
  const handle = useHandleSupportMessage();
  const [answering, setAnswering] = useState<SupportMessage | null>(null);
  const [answer, setAnswer] = useState('');
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });

  const send = async () => {
    if (!answering) return;
    const result = await handle.mutateAsync({ id: answering._id, body: { answer: answer.trim() } });
    toastResult(t, result);
    if (result.success) setAnswering(null);
  };
  // The ticket form opens on the sender's phone; the message leaves the inbox as turned into a ticket.
  const toTicket = async (message: SupportMessage) => {
    const result = await handle.mutateAsync({ id: message._id, body: { ticketed: true } });
    if (!result.success) return toastResult(t, result);
    navigate(`${CS_PATHS.openTicket}?phone=${message.phone.replace(/^\+961/, '')}`);
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('pageTitles.csInbox')} intro={t('cs.inbox.intro')} />
      <SegmentedControl
        w="fit-content"
        value={status}
        onChange={(value) => setStatus(value as typeof status)}
        data={[
          { value: 'open', label: t('cs.inbox.open') },
          { value: 'handled', label: t('cs.inbox.handled') },
        ]}
      />
      {inbox.data?.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('cs.inbox.empty')}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {(inbox.data ?? []).map((message) => (
          <Card key={message._id} withBorder radius="lg" padding="md" data-testid="inbox-message">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600}>{message.name}</Text>
                  <Text size="xs" c="dimmed">
                    {[ltr(message.phone), message.email, date.format(new Date(message.createdAt))]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </div>
                <Badge
                  variant="light"
                  color={message.status === 'open' ? 'saffron' : 'cedar'}
                  style={{ flexShrink: 0 }}
                >
                  {t(`cs.inbox.sources.${message.source}`)}
                </Badge>
              </Group>
              <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                {message.message}
              </Text>
              {message.answer ? (
                <Text size="sm" c="cedar.8">
                  {t('cs.inbox.answered', { answer: message.answer })}
                </Text>
              ) : null}
              {message.status === 'ticketed' ? (
                <Text size="xs" c="dimmed">
                  {t('cs.inbox.ticketed')}
                </Text>
              ) : null}
              {message.status === 'open' ? (
                <Group justify="flex-end">
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconTicket size={14} />}
                    onClick={() => void toTicket(message)}
                    data-testid="inbox-ticket"
                  >
                    {t('cs.inbox.toTicket')}
                  </Button>
                  <Button
                    size="xs"
                    leftSection={<IconMessageReply size={14} />}
                    onClick={() => {
                      setAnswering(message);
                      setAnswer('');
                    }}
                    data-testid="inbox-answer"
                  >
                    {t('cs.inbox.answer')}
                  </Button>
                </Group>
              ) : null}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Modal
        opened={answering !== null}
        onClose={() => setAnswering(null)}
        title={t('cs.inbox.answerTitle', { name: answering?.name ?? '' })}
        centered
      >
        <Stack>
          {!answering?.email ? (
            <Text size="sm" c="dimmed">
              {t('cs.inbox.noEmail')}
            </Text>
          ) : null}
          <Textarea
            label={t('cs.inbox.answer')}
            value={answer}
            maxLength={2000}
            autosize
            minRows={4}
            onChange={(event) => setAnswer(event.currentTarget.value)}
            data-testid="inbox-answer-text"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAnswering(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              disabled={!answer.trim()}
              loading={handle.isPending}
              onClick={() => void send()}
              data-testid="inbox-answer-send"
            >
              {t('cs.inbox.send')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
