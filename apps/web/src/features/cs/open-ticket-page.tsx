import {
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconArrowBack, IconTicket } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TicketType } from '@souk/shared/schemas/cs';
import {
  lookupBuyer,
  lookupSeller,
  useBuyerOrders,
  useCreateTicket,
  useIssueChoices,
  useSellerOrders,
  type CsPerson,
  type CsSeller,
} from '../../api/cs/desk.ts';
import { useAppNavigate } from '../../lib/host.ts';
import { intlLocale, ltr } from '../../lib/locale-format.ts';
import { translateMessage } from '../../lib/messages.ts';
import { toastError } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { PageHeader } from '../../components/staff/page-header.tsx';
import { CS_PATHS } from './cs-paths.ts';
import { PhoneSearch } from './phone-search.tsx';
import { issueTypeName } from '../../lib/issue-type.ts';

type Person = { side: 'buyer'; user: CsPerson } | { side: 'seller'; seller: CsSeller };

/** The preview card of step 1: who was found, with Cancel and Proceed. */
function Preview({ person, onCancel, onProceed }: { person: Person; onCancel: () => void; onProceed: () => void }) {
  const { t } = useTranslation();
  const rows: [string, string | null][] =
    person.side === 'buyer'
      ? [
          ['name', person.user.name],
          ['email', person.user.email],
          ['phone', person.user.phone],
          [
            'accountType',
            person.user.accountType.map((type) => t(`accountTypes.${type}`, { defaultValue: type })).join(', '),
          ],
        ]
      : [
          ['name', person.seller.fullName],
          ['email', person.seller.email],
          ['phone', person.seller.phoneNumber],
          ['businessName', person.seller.businessName],
          ['businessEmail', person.seller.businessEmail],
          ['businessPhone', person.seller.businessPhone],
        ];
  return (
    <Paper withBorder radius="lg" p="md" maw={520} data-testid="cs-preview">
      <Stack gap={6}>
        {rows.map(([field, value]) => (
          <Group key={field} justify="space-between" wrap="nowrap" gap="md">
            <Text size="sm" c="dimmed">
              {t(`cs.fields.${field}`)}
            </Text>
            <Text size="sm" fw={500} ta="end" style={{ wordBreak: 'break-word' }}>
              {value && field.toLowerCase().includes('phone') ? ltr(value) : (value ?? '—')}
            </Text>
          </Group>
        ))}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button onClick={onProceed} data-testid="cs-proceed">
            {t('cs.proceed')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Step 2: the order (with its date), the item, its seller, the issue, a note and the priority. */
function TicketForm({
  person,
  onBack,
  onCreated,
}: {
  person: Person;
  onBack: () => void;
  onCreated: (ticketNumber: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const side: TicketType = person.side;
  const buyerOrders = useBuyerOrders(person.side === 'buyer' ? person.user.id : null);
  const sellerOrders = useSellerOrders(person.side === 'seller' ? person.seller.id : null);
  const orders = person.side === 'buyer' ? buyerOrders : sellerOrders;
  const issues = useIssueChoices(side === 'buyer' ? 'client' : 'seller');
  const create = useCreateTicket();
  const [orderId, setOrderId] = useState<string | null>(null);
  const [itemId, setItemId] = useState<string | null>(null);
  const [issueType, setIssueType] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const [priority, setPriority] = useState('false');
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' });
  const order = orders.data?.find((candidate) => candidate.id === orderId);
  const item = order?.items?.find((candidate) => candidate._id === itemId);

  const submit = async () => {
    if (side === 'buyer' && !itemId) {
      toastError(t('messages.csSelectItem'));
      return;
    }
    const body =
      person.side === 'buyer'
        ? {
            customerPhone: person.user.phone,
            customerName: person.user.name,
            ticketType: 'buyer',
            userId: person.user.id,
            orderId,
            selectedItems: itemId ? [itemId] : [],
            issueType,
            notes,
            priority,
          }
        : {
            phone: person.seller.phoneNumber,
            customerName: person.seller.fullName,
            ticketType: 'seller',
            userId: person.seller.id,
            sellerId: person.seller.id,
            sellerName: person.seller.businessName,
            orderId,
            issueType,
            description: notes,
            priority,
          };
    const result = await create.mutateAsync({ side, body });
    if (result.success) onCreated(result.data.ticketNumber);
    else toastError(translateMessage(t, result.message) ?? t('cs.createFailed'));
  };

  const ordersError = orders.error ? (translateMessage(t, orders.error.message) ?? orders.error.message) : null;
  return (
    <Paper withBorder radius="lg" p="md" maw={720}>
      <Stack gap="md">
        <Group justify="space-between">
          <Text fw={600}>{person.side === 'buyer' ? person.user.name : person.seller.businessName}</Text>
          <Button variant="subtle" leftSection={<IconArrowBack size={16} />} onClick={onBack}>
            {t('cs.back')}
          </Button>
        </Group>
        {ordersError ? (
          <Text c="red" size="sm">
            {ordersError}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('cs.fields.order')}
            data={(orders.data ?? []).map((candidate) => ({
              value: candidate.id,
              label: `${candidate.orderNumber} · ${date.format(new Date(candidate.date))}`,
            }))}
            value={orderId}
            onChange={(value) => {
              setOrderId(value);
              setItemId(null);
            }}
            searchable
            required
            data-testid="cs-order"
          />
          {side === 'buyer' ? (
            <Select
              label={t('cs.fields.item')}
              data={(order?.items ?? []).map((candidate) => ({
                value: candidate._id,
                label: `${candidate.name} × ${candidate.quantity}`,
              }))}
              value={itemId}
              onChange={setItemId}
              disabled={!order}
              required
              data-testid="cs-item"
            />
          ) : null}
          {side === 'buyer' ? (
            <TextInput
              label={t('cs.fields.sellerRelated')}
              value={item?.product.businessName ?? ''}
              readOnly
              data-testid="cs-seller-related"
            />
          ) : null}
          <Select
            label={t(side === 'buyer' ? 'cs.fields.clientIssue' : 'cs.fields.sellerIssue')}
            data={(issues.data ?? []).map((issue) => ({
              value: issue.value,
              label: issueTypeName(t, issue.value, issue, i18n.language),
            }))}
            value={issueType}
            onChange={setIssueType}
            disabled={!issues.data}
            required
            data-testid="cs-issue"
          />
        </SimpleGrid>
        <Textarea
          label={t('cs.fields.note')}
          value={notes}
          maxLength={400}
          autosize
          minRows={3}
          onChange={(event) => setNotes(event.currentTarget.value)}
          data-testid="cs-note"
        />
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('cs.fields.priority')}
            </Text>
            <SegmentedControl
              value={priority}
              onChange={setPriority}
              data={[
                { value: 'false', label: t('cs.priority.normal') },
                { value: 'true', label: t('cs.priority.high') },
              ]}
              data-testid="cs-priority"
            />
          </Stack>
          <Button
            leftSection={<IconTicket size={16} />}
            disabled={!orderId || !issueType}
            loading={create.isPending}
            onClick={() => void submit()}
            data-testid="cs-submit"
          >
            {t('cs.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Buyer or seller ticket creation (spec 3 section 2.8): search, preview, form, success, the list. */
export function OpenTicketPage({ side }: { side: TicketType }) {
  useDocumentTitle(side === 'buyer' ? 'csOpenTicket' : 'csSellerOpenTicket');
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const [person, setPerson] = useState<Person | null>(null);
  const [proceeded, setProceeded] = useState(false);
  const [created, setCreated] = useState<number | null>(null);
  const list = side === 'buyer' ? CS_PATHS.ticketsClient : CS_PATHS.ticketsSeller;

  return (
    <Stack gap="lg">
      <PageHeader
        title={t(side === 'buyer' ? 'pageTitles.csOpenTicket' : 'pageTitles.csSellerOpenTicket')}
        intro={t(side === 'buyer' ? 'cs.openTicket.buyerIntro' : 'cs.openTicket.sellerIntro')}
        action={
          <Badge variant="light" size="lg">
            {t(side === 'buyer' ? 'cs.buyerSide' : 'cs.sellerSide')}
          </Badge>
        }
      />
      {!proceeded ? (
        <>
          {side === 'buyer' ? (
            <PhoneSearch
              search={lookupBuyer}
              onFound={(data) => setPerson({ side: 'buyer', user: data.user })}
              testId="cs-lookup"
              initialPhone={params.get('phone') ?? ''}
            />
          ) : (
            <PhoneSearch
              search={lookupSeller}
              onFound={(data) => setPerson({ side: 'seller', seller: data.seller })}
              testId="cs-lookup"
            />
          )}
          {person ? (
            <Preview person={person} onCancel={() => setPerson(null)} onProceed={() => setProceeded(true)} />
          ) : null}
        </>
      ) : person ? (
        <TicketForm person={person} onBack={() => setProceeded(false)} onCreated={setCreated} />
      ) : null}
      <Modal opened={created !== null} onClose={() => navigate(list)} title={t('messages.ticketCreated')} centered>
        <Stack>
          <Text data-testid="cs-ticket-number">{t('cs.ticketNumber', { number: created })}</Text>
          <Button onClick={() => navigate(list)} data-testid="cs-created-ok">
            {t('common.ok')}
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
}

export const BuyerOpenTicketPage = () => <OpenTicketPage side="buyer" />;
export const SellerOpenTicketPage = () => <OpenTicketPage side="seller" />;
