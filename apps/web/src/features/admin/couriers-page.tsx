import { Anchor, Badge, Button, Group, Modal, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isTrackingPattern, trackingLink, TRACKING_NUMBER_SLOT } from '@souk/shared/schemas/delivery';
import { useAdminCouriers, useSaveCourier, type Courier } from '../../api/couriers/couriers.ts';
import { PageHeader } from '../../components/staff/page-header.tsx';
import { StaffTable } from '../../components/staff/staff-table.tsx';
import { errorText } from '../../lib/api-client.ts';
import { translateMessage } from '../../lib/messages.ts';
import { toastResult } from '../../lib/toast-result.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** What an example parcel's tracking page would be, so the admin sees the address works before saving. */
const EXAMPLE_NUMBER = 'AB123456';

/**
 * Issue 41: the couriers sellers ship with. Each has a name, a tracking address where `{number}`
 * stands for the parcel's tracking number (the buyer gets a link to it), and is offered to sellers
 * while active. Admins only.
 */
export function CouriersPage() {
  useDocumentTitle('couriers');
  const { t } = useTranslation();
  const { data: couriers } = useAdminCouriers();
  const [editing, setEditing] = useState<Courier | 'new' | null>(null);
  const rows =
    couriers?.map((courier) => (
      <Table.Tr key={courier._id} data-testid="courier-row">
        <Table.Td>
          <Text fw={600}>{courier.name}</Text>
        </Table.Td>
        <Table.Td>
          {courier.trackingUrl ? (
            <Anchor
              href={trackingLink(courier.trackingUrl, EXAMPLE_NUMBER) ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              dir="ltr"
              style={{ wordBreak: 'break-all' }}
            >
              {courier.trackingUrl.replace(TRACKING_NUMBER_SLOT, '…')}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              {t('admin.couriers.noTracking')}
            </Text>
          )}
        </Table.Td>
        <Table.Td>
          <Badge color={courier.active ? 'cedar' : 'gray'} variant="light">
            {t(courier.active ? 'admin.couriers.active' : 'admin.couriers.inactive')}
          </Badge>
        </Table.Td>
        <Table.Td>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconPencil size={14} />}
            onClick={() => setEditing(courier)}
            data-testid="courier-edit"
          >
            {t('admin.couriers.edit')}
          </Button>
        </Table.Td>
      </Table.Tr>
    )) ?? null;
  return (
    <Stack gap="lg" data-testid="admin-couriers">
      <PageHeader
        title={t('pageTitles.couriers')}
        intro={t('admin.couriers.intro')}
        action={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="courier-add">
            {t('admin.couriers.add')}
          </Button>
        }
      />
      <StaffTable
        columns={[t('admin.couriers.name'), t('admin.couriers.tracking'), t('admin.couriers.state'), '']}
        rows={rows}
        empty={t('admin.couriers.empty')}
        minWidth={620}
        testId="couriers-table"
      />
      {editing ? <CourierModal courier={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}

function CourierModal({ courier, onClose }: { courier: Courier | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCourier();
  const [name, setName] = useState(courier?.name ?? '');
  const [trackingUrl, setTrackingUrl] = useState(courier?.trackingUrl ?? '');
  const [active, setActive] = useState(courier?.active ?? true);
  const [error, setError] = useState<string | null>(null);
  const pattern = trackingUrl.trim();
  const patternWrong = pattern !== '' && !isTrackingPattern(pattern);
  const submit = async () => {
    const result = await save.mutateAsync({ id: courier?._id, name: name.trim(), trackingUrl: pattern, active });
    if (result.success) {
      toastResult(t, result);
      onClose();
    } else setError(translateMessage(t, errorText(result, '')) ?? t('admin.couriers.saveFailed'));
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(courier ? 'admin.couriers.editTitle' : 'admin.couriers.addTitle')}
      centered
      size="lg"
    >
      <Stack>
        <TextInput
          label={t('admin.couriers.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={60}
          required
          data-testid="courier-name"
        />
        <TextInput
          label={t('admin.couriers.tracking')}
          description={t('admin.couriers.trackingHint')}
          placeholder="https://track.example.com/parcel/{number}"
          value={trackingUrl}
          onChange={(event) => setTrackingUrl(event.currentTarget.value)}
          error={patternWrong ? t('messages.courierTrackingUrlInvalid') : undefined}
          dir="ltr"
          // A web address in the couriers' own syntax, `{number}` included: data, not words to translate.
          translate="no"
          data-testid="courier-tracking"
        />
        {pattern && !patternWrong ? (
          <Text size="xs" c="dimmed" data-testid="courier-example">
            {t('admin.couriers.example', { number: EXAMPLE_NUMBER })}{' '}
            <bdi dir="ltr" style={{ wordBreak: 'break-all' }}>
              {trackingLink(pattern, EXAMPLE_NUMBER)}
            </bdi>
          </Text>
        ) : null}
        <Switch
          label={t('admin.couriers.activeLabel')}
          checked={active}
          onChange={(event) => setActive(event.currentTarget.checked)}
          data-testid="courier-active"
        />
        {error ? (
          <Text size="sm" c="red" data-testid="courier-error">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('admin.couriers.cancel')}
          </Button>
          <Button
            onClick={() => void submit()}
            loading={save.isPending}
            disabled={name.trim().length < 2 || patternWrong}
            data-testid="courier-save"
          >
            {t('admin.couriers.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
