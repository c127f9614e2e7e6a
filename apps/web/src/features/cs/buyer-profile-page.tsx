import { Badge, Button, Group, Modal, ScrollArea, Stack, Table, Tabs, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STAGES } from '@souk/shared/schemas/cs';
import { lookupBuyerProfile, useProfileOrders, useUpdateBuyer, type CsPerson } from '../../api/cs/desk.ts';
import { usePrice } from '../../lib/currency.ts';
import { intlLocale, ltr } from '../../lib/locale-format.ts';
import { STATUS_COLORS } from '../../lib/order-status.ts';
import { toastResult } from '../../lib/toast-result.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { LebanonPhoneInput } from '../../components/lebanon-phone-input.tsx';
import { PageHeader } from '../../components/staff/page-header.tsx';
import { PhoneSearch } from './phone-search.tsx';
import { ProfileCard } from './profile-card.tsx';

/** Spec 3 section 4: the buyer profile's tabs, in order. */
const TABS = ['all', ...ORDER_STAGES] as const;

function BuyerOrders({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const price = usePrice();
  const orders = useProfileOrders(userId);
  const [tab, setTab] = useState<string>('all');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' });
  const shown = (orders.data ?? []).filter((order) => {
    const day = order.date.slice(0, 10);
    return (tab === 'all' || order.stage === tab) && (!from || day >= from) && (!to || day <= to);
  });
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end">
        <TextInput
          type="date"
          label={t('cs.filters.from')}
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('cs.filters.to')}
          value={to}
          min={from || undefined}
          onChange={(event) => setTo(event.currentTarget.value)}
        />
      </Group>
      <Tabs value={tab} onChange={(value) => setTab(value ?? 'all')}>
        <ScrollArea type="auto" scrollbars="x" offsetScrollbars="x">
          <Tabs.List style={{ flexWrap: 'nowrap' }}>
            {TABS.map((stage) => (
              <Tabs.Tab key={stage} value={stage} data-testid={`stage-${stage}`} style={{ whiteSpace: 'nowrap' }}>
                {t(`cs.profile.stages.${stage}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
      </Tabs>
      {shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg" data-testid="profile-orders-empty">
          {t('cs.profile.noOrders')}
        </Text>
      ) : (
        <ScrollArea type="auto">
          <Table miw={520} verticalSpacing="sm" data-testid="profile-orders">
            <Table.Tbody>
              {shown.map((order) => (
                <Table.Tr key={order.id}>
                  <Table.Td fw={600}>{ltr(order.orderNumber)}</Table.Td>
                  <Table.Td>{date.format(new Date(order.date))}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_COLORS[order.status] ?? 'gray'}>
                      {t(`orders.status.${order.status}`, { defaultValue: order.status })}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{t(`cs.profile.stages.${order.stage}`)}</Table.Td>
                  <Table.Td ta="end">{price(order.total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Stack>
  );
}

function EditBuyer({
  user,
  onClose,
  onSaved,
}: {
  user: CsPerson;
  onClose: () => void;
  onSaved: (user: CsPerson) => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateBuyer();
  const [name, setName] = useState(user.name);
  const [phone, setPhone] = useState(user.phone?.replace(/^\+961/, '') ?? '');
  const submit = async () => {
    const result = await update.mutateAsync({ id: user.id, body: { name: name.trim(), phone } });
    toastResult(t, result);
    if (result.success) onSaved(result.data.user);
  };
  return (
    <Modal opened onClose={onClose} title={t('cs.profile.editBuyer')} centered>
      <Stack>
        <TextInput
          label={t('cs.fields.name')}
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.currentTarget.value)}
          data-testid="edit-name"
        />
        <LebanonPhoneInput
          label={t('cs.fields.phone')}
          value={phone}
          onChange={setPhone}
          description={t('cs.profile.phoneNote')}
          data-testid="edit-phone"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={!name.trim() || phone.length !== 8}
            loading={update.isPending}
            onClick={() => void submit()}
            data-testid="edit-save"
          >
            {t('cs.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Buyer profile (spec 3 section 2.8): find by phone, read, edit name and phone, orders by stage. */
export function BuyerProfilePage() {
  useDocumentTitle('csBuyerProfile');
  const { t } = useTranslation();
  const [user, setUser] = useState<CsPerson | null>(null);
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="lg">
      <PageHeader title={t('pageTitles.csBuyerProfile')} intro={t('cs.profile.buyerIntro')} />
      <PhoneSearch search={lookupBuyerProfile} onFound={(data) => setUser(data.user)} testId="profile-lookup" />
      {user ? (
        <>
          <ProfileCard
            testId="buyer-profile"
            onEdit={() => setEditing(true)}
            rows={[
              [t('cs.fields.name'), user.name],
              [t('cs.fields.email'), user.email],
              [t('cs.fields.phone'), user.phone ? ltr(user.phone) : null],
              [t('cs.profile.address'), user.address],
              [t('cs.profile.location'), user.location],
            ]}
          />
          <BuyerOrders userId={user.id} />
        </>
      ) : null}
      {editing && user ? (
        <EditBuyer
          user={user}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setUser(saved);
            setEditing(false);
          }}
        />
      ) : null}
    </Stack>
  );
}
