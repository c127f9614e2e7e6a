import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLOSE_ACTIONS, type TicketType } from '@souk/shared/schemas/cs';
import {
  useCsAgents,
  useCsSellers,
  useIssueChoices,
  useRefundPreview,
  useTicketAction,
  type Ticket,
  type TicketAction,
  type TicketFilters,
} from '../../api/cs/desk.ts';
import { formatPrice } from '@souk/shared/money';
import { ltr } from '../../lib/locale-format.ts';
import { translateMessage } from '../../lib/messages.ts';
import { toastResult } from '../../lib/toast-result.ts';
import { issueTypeName } from '../../lib/issue-type.ts';

export type Dialog = { kind: 'close' | 'reopen' | 'escalate' | 'mention'; ticket: Ticket } | null;

/**
 * The list's dialogs (spec 3 section 4): close with the action taken (a refund percentage for
 * managers only), back to pending, escalate to the manager, mention an agent.
 */
export function TicketDialogs({ dialog, manager, onDone }: { dialog: Dialog; manager: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const act = useTicketAction();
  const agents = useCsAgents();
  const [actionTaken, setActionTaken] = useState<string | null>(null);
  const [percentage, setPercentage] = useState<number | string>(100);
  const [note, setNote] = useState('');
  const [agentId, setAgentId] = useState<string | null>(null);
  const [refundBlocked, setRefundBlocked] = useState(true);
  useEffect(() => {
    setActionTaken(null);
    setPercentage(100);
    setNote('');
    setAgentId(null);
  }, [dialog]);
  if (!dialog) return null;
  const { ticket } = dialog;

  const run = async (action: TicketAction) => {
    const result = await act.mutateAsync(action);
    toastResult(t, result);
    if (result.success) onDone();
  };
  const title = t(`cs.dialogs.${dialog.kind}Title`, { number: ticket.ticketNumber });
  const actions = CLOSE_ACTIONS.filter((action) => manager || action !== 'refund');
  const refunding = dialog.kind === 'close' && actionTaken === 'refund';

  return (
    <Modal opened onClose={onDone} title={title} centered>
      {dialog.kind === 'close' ? (
        <Stack>
          <Select
            label={t('cs.dialogs.actionTaken')}
            data={actions.map((action) => ({ value: action, label: t(`cs.actions.${action}`) }))}
            value={actionTaken}
            onChange={setActionTaken}
            data-testid="close-action"
          />
          <Textarea
            label={t('cs.dialogs.answer')}
            description={t('cs.dialogs.answerHint')}
            value={note}
            maxLength={400}
            autosize
            minRows={2}
            onChange={(event) => setNote(event.currentTarget.value)}
            data-testid="close-note"
          />
          {refunding ? (
            <RefundPlan
              ticketId={ticket._id}
              percentage={Number(percentage)}
              onPercentage={setPercentage}
              onBlocked={setRefundBlocked}
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {t('common.cancel')}
            </Button>
            <Button
              disabled={!actionTaken || (refunding && refundBlocked)}
              loading={act.isPending}
              onClick={() =>
                void run({
                  kind: 'close',
                  id: ticket._id,
                  body: {
                    actionTaken: actionTaken!,
                    ...(note.trim() ? { note: note.trim() } : {}),
                    ...(actionTaken === 'refund' ? { refundPercentage: Number(percentage) } : {}),
                  },
                })
              }
              data-testid="close-save"
            >
              {t('cs.dialogs.closeSave')}
            </Button>
          </Group>
        </Stack>
      ) : null}
      {dialog.kind === 'reopen' ? (
        <Stack>
          <Text size="sm">{t('cs.dialogs.reopenText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {t('common.cancel')}
            </Button>
            <Button
              loading={act.isPending}
              onClick={() => void run({ kind: 'reopen', id: ticket._id })}
              data-testid="reopen-confirm"
            >
              {t('cs.dialogs.reopenConfirm')}
            </Button>
          </Group>
        </Stack>
      ) : null}
      {dialog.kind === 'escalate' || dialog.kind === 'mention' ? (
        <Stack>
          {dialog.kind === 'mention' ? (
            <Select
              label={t('cs.dialogs.agent')}
              data={(agents.data ?? []).map((agent) => ({ value: agent._id, label: agent.name }))}
              value={agentId}
              onChange={setAgentId}
              data-testid="mention-agent"
            />
          ) : (
            <Text size="sm">{t('cs.dialogs.escalateText')}</Text>
          )}
          <Textarea
            label={t('cs.dialogs.note')}
            value={note}
            maxLength={400}
            autosize
            minRows={3}
            onChange={(event) => setNote(event.currentTarget.value)}
            data-testid={`${dialog.kind}-note`}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {t('common.cancel')}
            </Button>
            <Button
              loading={act.isPending}
              disabled={dialog.kind === 'mention' && (!agentId || !note.trim())}
              onClick={() =>
                void run(
                  dialog.kind === 'escalate'
                    ? { kind: 'escalate', id: ticket._id, body: { escalationNote: note } }
                    : { kind: 'mention', id: ticket._id, body: { mentionNote: note, mentionedAgentId: agentId! } },
                )
              }
              data-testid={`${dialog.kind}-send`}
            >
              {t(dialog.kind === 'escalate' ? 'cs.dialogs.escalateSend' : 'cs.dialogs.mentionSend')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

/**
 * What a close with a refund will do, asked of the API before the manager confirms (decision 0012):
 * how much goes back and where, or that the item is cancelled and refunded in full, or why no
 * refund can be given (the ticket then stays open).
 */
function RefundPlan({
  ticketId,
  percentage,
  onPercentage,
  onBlocked,
}: {
  ticketId: string;
  percentage: number;
  onPercentage: (value: number | string) => void;
  onBlocked: (blocked: boolean) => void;
}) {
  const { t } = useTranslation();
  const preview = useRefundPreview(ticketId, true);
  const plan = preview.data;
  const cancelling = plan?.outcome === 'cancel_and_refund';
  const refused = !plan || (plan.outcome !== 'refund' && !cancelling);
  // A plan being read again may have changed (a refund landed meanwhile): wait for it; a refund is 1% at least.
  const blocked = refused || preview.isFetching || !(percentage >= 1);
  useEffect(() => {
    onBlocked(blocked);
    if (cancelling) onPercentage(100);
  }, [blocked, cancelling, onBlocked, onPercentage]);
  if (preview.isPending) return <Loader size="sm" />;
  if (!plan || refused) {
    return (
      <Alert color="red" title={t('cs.refundPlan.refusedTitle')} data-testid="refund-plan">
        {translateMessage(t, plan?.message) ?? t('errors.generic')}
      </Alert>
    );
  }
  // Amounts keep their left-to-right order inside an Arabic sentence.
  const usd = (amount: number) => ltr(formatPrice(Math.round(amount * 100), 'USD'));
  const amount = cancelling ? plan.left : Math.min(plan.left, Math.round(plan.paid * percentage) / 100);
  const destination = t(`cs.refundPlan.to.${plan.paymentMethod ?? 'credit_card'}`);
  return (
    <Stack gap="xs">
      <NumberInput
        label={t('cs.dialogs.refundPercentage')}
        min={1}
        max={100}
        clampBehavior="strict"
        allowDecimal={false}
        suffix="%"
        value={percentage}
        onChange={onPercentage}
        disabled={cancelling}
        data-testid="close-percentage"
      />
      <Alert color={cancelling ? 'orange' : 'teal'} data-testid="refund-plan">
        <Text size="sm">
          {cancelling
            ? t('cs.refundPlan.cancel', { amount: usd(amount), destination })
            : t('cs.refundPlan.refund', { amount: usd(amount), paid: usd(plan.paid), destination })}
        </Text>
        {plan.refunded > 0 ? (
          <Text size="sm" c="dimmed">
            {t('cs.refundPlan.already', { refunded: usd(plan.refunded), left: usd(plan.left) })}
          </Text>
        ) : null}
      </Alert>
    </Stack>
  );
}

/** The filter dialog (section 2.8): dates that cannot cross, issue, seller and agent (buyer list), status, priority. */
export function TicketFilterDialog({
  side,
  opened,
  value,
  onApply,
  onClose,
}: {
  side: TicketType;
  opened: boolean;
  value: TicketFilters;
  onApply: (filters: TicketFilters) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<TicketFilters>(value);
  const issues = useIssueChoices(side === 'buyer' ? 'client' : 'seller');
  const agents = useCsAgents();
  const sellers = useCsSellers(opened && side === 'buyer');
  useEffect(() => {
    if (opened) setDraft(value);
  }, [opened, value]);
  const set = (patch: TicketFilters) => setDraft((current) => ({ ...current, ...patch }));

  return (
    <Modal opened={opened} onClose={onClose} title={t('cs.filters.title')} centered>
      <Stack>
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            type="date"
            label={t('cs.filters.from')}
            value={draft.dateFrom ?? ''}
            max={draft.dateTo || undefined}
            onChange={(event) => set({ dateFrom: event.currentTarget.value })}
            data-testid="filter-from"
          />
          <TextInput
            type="date"
            label={t('cs.filters.to')}
            value={draft.dateTo ?? ''}
            min={draft.dateFrom || undefined}
            onChange={(event) => set({ dateTo: event.currentTarget.value })}
            data-testid="filter-to"
          />
        </SimpleGrid>
        <Select
          label={t(side === 'buyer' ? 'cs.fields.clientIssue' : 'cs.fields.sellerIssue')}
          clearable
          data={(issues.data ?? []).map((issue) => ({
            value: issue.value,
            label: issueTypeName(t, issue.value, issue, i18n.language),
          }))}
          value={draft.issueType ?? null}
          onChange={(issueType) => set({ issueType: issueType ?? '' })}
          data-testid="filter-issue"
        />
        {side === 'buyer' ? (
          <Select
            label={t('cs.columns.relatedSeller')}
            clearable
            searchable
            data={[...new Set((sellers.data ?? []).map((seller) => seller.businessName))]}
            value={draft.sellerName || null}
            onChange={(sellerName) => set({ sellerName: sellerName ?? '' })}
          />
        ) : null}
        <Select
          label={t('cs.filters.status')}
          clearable
          data={['pending', 'closed'].map((status) => ({ value: status, label: t(`cs.status.${status}`) }))}
          value={draft.status || null}
          onChange={(status) => set({ status: status ?? '' })}
          data-testid="filter-status"
        />
        {side === 'buyer' ? (
          <Select
            label={t('cs.filters.agent')}
            clearable
            data={(agents.data ?? []).map((agent) => ({ value: agent._id, label: agent.name }))}
            value={draft.agentId || null}
            onChange={(agentId) => set({ agentId: agentId ?? '' })}
          />
        ) : null}
        <Checkbox
          label={t('cs.priority.high')}
          checked={draft.priority === 'true'}
          onChange={(event) => set({ priority: event.currentTarget.checked ? 'true' : '' })}
          data-testid="filter-priority"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={() => {
              onApply(draft);
              onClose();
            }}
            data-testid="filter-apply"
          >
            {t('cs.filters.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
