import { Badge, Button, Code, CloseButton, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditLog, type AuditEntry } from '../../api/admin/audit-log.ts';
import { intlLocale } from '../../lib/locale-format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { PageHeader } from '../../components/staff/page-header.tsx';
import { StaffTable } from '../../components/staff/staff-table.tsx';

const ENTITIES = [
  'product',
  'product_revision',
  'category',
  'color',
  'brand',
  'banner',
  'seller',
  'seller_update_request',
  'coupon',
  'settings',
  'staff',
  'buyer',
  'promotional_request',
  'payout',
  'placement',
  'sponsor',
  'order',
] as const;
/** Bookkeeping columns a reader does not need in the list of changes. */
const HIDDEN = new Set(['id', 'createdAt', 'updatedAt', 'variants']);

const shown = (value: unknown) =>
  value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** What changed: each field whose value differs, before → after; a creation or deletion lists the row. */
function changesOf(entry: AuditEntry): { field: string; before: string; after: string }[] {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])].filter(
    (key) => !HIDDEN.has(key),
  );
  return keys
    .map((field) => ({ field, before: shown(entry.before?.[field]), after: shown(entry.after?.[field]) }))
    .filter((change) => change.before !== change.after)
    .slice(0, 8);
}

/** Issue 14: every staff change, who, what, when, before and after; filters by person, entity and dates. */
export function AuditLogPage() {
  useDocumentTitle('auditLog');
  const { t, i18n } = useTranslation();
  const [entity, setEntity] = useState<string | null>(null);
  const [person, setPerson] = useState<{ id: string; name: string } | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const { data } = useAuditLog({
    entity: entity ?? undefined,
    actorId: person?.id,
    from: from || undefined,
    to: to || undefined,
    page,
  });
  const when = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  const filtered = (apply: () => void) => {
    apply();
    setPage(1);
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('pageTitles.auditLog')} intro={t('admin.audit.intro')} />
      <Group gap="sm" align="flex-end">
        <Select
          label={t('admin.audit.entity')}
          placeholder={t('admin.audit.allEntities')}
          clearable
          data={ENTITIES.map((value) => ({ value, label: t(`admin.audit.entities.${value}`) }))}
          value={entity}
          onChange={(value) => filtered(() => setEntity(value))}
          w={{ base: '100%', sm: 220 }}
          data-testid="audit-entity"
        />
        {/* The days bound each other, as the spec's date filters do. */}
        <TextInput
          type="date"
          label={t('admin.audit.from')}
          value={from}
          max={to || undefined}
          onChange={(event) => filtered(() => setFrom(event.currentTarget.value))}
          w={{ base: '47%', sm: 170 }}
        />
        <TextInput
          type="date"
          label={t('admin.audit.to')}
          value={to}
          min={from || undefined}
          onChange={(event) => filtered(() => setTo(event.currentTarget.value))}
          w={{ base: '47%', sm: 170 }}
        />
        {person ? (
          <Badge
            size="lg"
            variant="light"
            rightSection={
              <CloseButton
                size="xs"
                aria-label={t('admin.audit.clearPerson')}
                onClick={() => filtered(() => setPerson(null))}
              />
            }
            data-testid="audit-person"
          >
            {t('admin.audit.byPerson', { name: person.name })}
          </Badge>
        ) : null}
      </Group>
      <StaffTable
        columns={['when', 'who', 'what', 'changes'].map((column) => t(`admin.audit.columns.${column}`))}
        rows={
          data
            ? data.entries.map((entry) => (
                <Table.Tr key={entry._id} data-testid="audit-row" style={{ verticalAlign: 'top' }}>
                  <Table.Td>
                    <Text size="sm">{when.format(new Date(entry.createdAt))}</Text>
                  </Table.Td>
                  <Table.Td>
                    {entry.actor ? (
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        onClick={() =>
                          filtered(() => setPerson({ id: entry.actor!._id, name: entry.actor!.userName ?? '' }))
                        }
                        translate="no"
                        data-testid="audit-actor"
                      >
                        {entry.actor.userName}
                      </Button>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6}>
                      <Badge variant="light">
                        {t(`admin.audit.actions.${entry.action}`, { defaultValue: entry.action })}
                      </Badge>
                      <Text size="sm">{t(`admin.audit.entities.${entry.entity}`, { defaultValue: entry.entity })}</Text>
                    </Group>
                    {entry.entityId ? (
                      <Text size="xs" c="dimmed" ff="monospace">
                        {entry.entityId.slice(0, 8)}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {/* The record's own fields and values, as stored: data, not words of the page. */}
                    <Stack gap={2} translate="no">
                      {changesOf(entry).map((change) => (
                        <Text key={change.field} size="xs" style={{ wordBreak: 'break-word' }}>
                          <Code>{change.field}</Code>{' '}
                          {entry.before ? t('common.span', { from: change.before, to: change.after }) : change.after}
                        </Text>
                      ))}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))
            : null
        }
        empty={t('admin.audit.empty')}
        minWidth={860}
        testId="audit-table"
        pager={data ? { total: data.pagination.totalPages, page, onChange: setPage } : undefined}
      />
    </Stack>
  );
}
