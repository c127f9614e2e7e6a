import { ActionIcon, Badge, Button, Group, Menu, Stack, Switch, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowBack, IconAt, IconDots, IconFilter, IconSearch, IconArrowUpRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountTypesOf, isCsManager } from '@souk/shared/roles';
import type { TicketType } from '@souk/shared/schemas/cs';
import { useTickets, type Ticket, type TicketFilters } from '../../api/cs/desk.ts';
import { useAuthUser } from '../../lib/auth-store.ts';
import { intlLocale, ltr } from '../../lib/locale-format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AppLink } from '../../components/app-link.tsx';
import { PageHeader } from '../../components/staff/page-header.tsx';
import { StaffTable } from '../../components/staff/staff-table.tsx';
import { CS_PATHS } from './cs-paths.ts';
import { TicketDialogs, TicketFilterDialog, type Dialog } from './ticket-dialogs.tsx';
import { issueTypeName } from '../../lib/issue-type.ts';

/** Badges in the narrow cells keep their whole word instead of an ellipsis. */
const NO_SHRINK = { flexShrink: 0, overflow: 'visible' } as const;

/** Section 4: a closed ticket shows its closer in grey; escalated or a manager's shows 'Manager' in green. */
function Assignee({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  if (ticket.status === 'closed')
    return (
      <Text size="xs" c="dimmed">
        {ticket.resolution?.closedByName ?? '—'}
      </Text>
    );
  if (ticket.status === 'escalated' || ticket.assignedTo?.isManager)
    return (
      <Badge color="cedar" variant="light" size="sm" style={NO_SHRINK}>
        {t('cs.manager')}
      </Badge>
    );
  return (
    <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
      {ticket.assignedTo?.name ?? '—'}
    </Text>
  );
}

/** Buyer and seller ticket lists (spec 3 section 2.8): search, filters, 6 a page, status and actions. */
export function TicketsPage({ side }: { side: TicketType }) {
  useDocumentTitle(side === 'buyer' ? 'csTicketsClient' : 'csTicketsSeller');
  const { t, i18n } = useTranslation();
  const user = useAuthUser();
  const manager = isCsManager(accountTypesOf(user));
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const [filters, setFilters] = useState<TicketFilters>({});
  const [page, setPage] = useState(1);
  const [filtering, setFiltering] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const tickets = useTickets(side, page, { ...filters, search: term });
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' });
  // Spec 3's columns, with the two controls agents use most (status, action) right after the ticket:
  // the table scrolls sideways on a laptop, and at its end they were off-screen.
  const columns = [
    'ticketId',
    'status',
    'action',
    'orderId',
    'phone',
    'item',
    ...(side === 'buyer' ? ['relatedSeller'] : []),
    'businessName',
    'sku',
    'dateCreated',
    side === 'buyer' ? 'clientIssue' : 'sellerIssue',
    'retRef',
  ];
  const filtered = Object.values(filters).some(Boolean) || Boolean(search);

  const rows = tickets.data?.tickets.map((ticket) => {
    const canEscalate = ticket.status === 'pending' && !ticket.escalation && !manager && !ticket.assignedTo?.isManager;
    return (
      <Table.Tr key={ticket._id} data-testid="ticket-row">
        <Table.Td>
          <Group gap={6} wrap="nowrap">
            <Text fw={600} size="sm">
              #{ticket.ticketNumber}
            </Text>
            {ticket.priority ? (
              <Badge color="red" variant="light" size="xs" style={NO_SHRINK}>
                {t('cs.priority.high')}
              </Badge>
            ) : null}
          </Group>
        </Table.Td>
        <Table.Td>
          <Tooltip label={t(`cs.status.${ticket.status}`)}>
            <Switch
              checked={ticket.status === 'closed'}
              color="gray"
              onChange={() => setDialog({ kind: ticket.status === 'pending' ? 'close' : 'reopen', ticket })}
              aria-label={t(`cs.status.${ticket.status}`)}
              data-testid="ticket-status"
            />
          </Tooltip>
        </Table.Td>
        <Table.Td>
          <Group gap={4} wrap="nowrap">
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('cs.columns.action')}
                  data-testid="ticket-actions"
                >
                  <IconDots size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  leftSection={<IconArrowUpRight size={14} />}
                  disabled={!canEscalate}
                  onClick={() => setDialog({ kind: 'escalate', ticket })}
                  data-testid="ticket-escalate"
                >
                  {t('cs.escalate')}
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconAt size={14} />}
                  disabled={ticket.status === 'closed'}
                  onClick={() => setDialog({ kind: 'mention', ticket })}
                  data-testid="ticket-mention"
                >
                  {t('cs.mention')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
            <Assignee ticket={ticket} />
          </Group>
        </Table.Td>
        <Table.Td>
          <Text size="sm">{ticket.orderId ? ltr(ticket.orderId) : '—'}</Text>
        </Table.Td>
        <Table.Td>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {ltr(ticket.phoneNumber)}
          </Text>
        </Table.Td>
        <Table.Td>
          <Text size="sm" lineClamp={2}>
            {ticket.item ?? '—'}
          </Text>
        </Table.Td>
        {side === 'buyer' ? (
          <Table.Td>
            {ticket.seller ? (
              <AppLink to={`${CS_PATHS.sendToSeller}?ticket=${ticket._id}`} className="app-link">
                <Text size="sm" c="cedar">
                  {ticket.seller.fullName ?? '—'}
                </Text>
              </AppLink>
            ) : (
              '—'
            )}
          </Table.Td>
        ) : null}
        <Table.Td>
          <Text size="sm">{ticket.businessName ?? '—'}</Text>
        </Table.Td>
        <Table.Td>
          <Text size="xs" ff="monospace">
            {ticket.sku ?? '—'}
          </Text>
        </Table.Td>
        <Table.Td>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {date.format(new Date(ticket.dateCreated))}
          </Text>
        </Table.Td>
        <Table.Td>
          <Text size="sm">{issueTypeName(t, ticket.clientIssue)}</Text>
        </Table.Td>
        <Table.Td>
          {ticket.ticketTypeCategory ? (
            <Badge variant="outline" size="sm">
              {ticket.ticketTypeCategory}
            </Badge>
          ) : (
            '—'
          )}
        </Table.Td>
      </Table.Tr>
    );
  });

  return (
    <Stack gap="lg">
      <PageHeader
        title={t(side === 'buyer' ? 'pageTitles.csTicketsClient' : 'pageTitles.csTicketsSeller')}
        intro={t('cs.tickets.intro')}
        action={
          <Button
            component={AppLink}
            to={side === 'buyer' ? CS_PATHS.openTicket : CS_PATHS.sellerOpenTicket}
            variant="light"
            leftSection={<IconArrowBack size={16} />}
          >
            {t('cs.openTicketButton')}
          </Button>
        }
      />
      <Group gap="sm" wrap="wrap">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('cs.tickets.searchPlaceholder')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 240px' }}
          data-testid="tickets-search"
        />
        <Button
          variant="default"
          leftSection={<IconFilter size={16} />}
          onClick={() => setFiltering(true)}
          data-testid="tickets-filter"
        >
          {t('cs.filters.button')}
        </Button>
        <Button
          variant="subtle"
          disabled={!filtered}
          onClick={() => {
            setFilters({});
            setSearch('');
            setPage(1);
          }}
          data-testid="tickets-clear"
        >
          {t('cs.filters.clearAll')}
        </Button>
      </Group>
      {tickets.isPending ? (
        <Text c="dimmed">{t('cs.tickets.loading')}</Text>
      ) : (
        <StaffTable
          columns={columns.map((column) => t(`cs.columns.${column}`))}
          rows={rows ?? []}
          empty={t('cs.tickets.empty')}
          minWidth={1180}
          testId="tickets-table"
          pager={
            tickets.data && tickets.data.pagination.pages > 1
              ? { total: tickets.data.pagination.pages, page, onChange: setPage }
              : undefined
          }
        />
      )}
      <TicketFilterDialog
        side={side}
        opened={filtering}
        value={filters}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
        onClose={() => setFiltering(false)}
      />
      <TicketDialogs dialog={dialog} manager={manager} onDone={() => setDialog(null)} />
    </Stack>
  );
}

export const BuyerTicketsPage = () => <TicketsPage side="buyer" />;
export const SellerTicketsPage = () => <TicketsPage side="seller" />;
