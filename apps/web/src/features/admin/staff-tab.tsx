import {
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Paper,
  ScrollArea,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_TYPES } from '@souk/shared/roles';
import {
  useCreateStaff,
  useResetStaffPassword,
  useStaffAccounts,
  useUpdateStaff,
  type StaffAccount,
} from '../../api/admin/accounts.ts';
import { LebanonPhoneInput } from '../../components/lebanon-phone-input.tsx';
import { useAuthUser } from '../../lib/auth-store.ts';
import { openConfirmModal } from '../../lib/confirm-modal.ts';
import { intlLocale } from '../../lib/locale-format.ts';
import { translateMessage } from '../../lib/messages.ts';
import { toastResult } from '../../lib/toast-result.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';

const ADMIN_KINDS = ['admin', 'super_admin'];

/** A new password, shown once with a copy button (issue 14). */
function PasswordOnce({ password, onClose }: { password: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={password !== null} onClose={onClose} title={t('admin.staff.passwordTitle')} centered>
      <Stack gap="sm">
        <Text size="sm">{t('admin.staff.passwordText')}</Text>
        <Group gap="sm" wrap="nowrap">
          <Code fz="lg" dir="ltr" data-testid="new-password">
            {password}
          </Code>
          <CopyButton value={password ?? ''}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {t(copied ? 'admin.staff.copied' : 'admin.staff.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Button onClick={onClose} data-testid="password-done">
          {t('admin.staff.done')}
        </Button>
      </Stack>
    </Modal>
  );
}

function NewStaffForm({ types, onCreated }: { types: readonly string[]; onCreated: (password: string) => void }) {
  const { t } = useTranslation();
  const create = useCreateStaff();
  const form = useForm({ initialValues: { userName: '', fullName: '', email: '', phone: '', userType: '' } });
  const submit = form.onSubmit(async (values) => {
    const result = await create.mutateAsync({
      ...values,
      userType: values.userType || undefined,
      phone: values.phone || undefined,
    });
    if (result.success) {
      toastSuccess(translateMessage(t, result.message) ?? result.message);
      onCreated((result.data as { password: string }).password);
      return;
    }
    form.setErrors(
      Object.fromEntries(
        (result.errors ?? [])
          .filter((error) => error.path)
          .map((error) => [error.path!, translateMessage(t, error.msg) ?? error.msg]),
      ),
    );
    toastError(translateMessage(t, result.errors?.[0]?.msg ?? result.message) ?? result.message);
  });
  return (
    <form onSubmit={submit} noValidate data-testid="staff-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('admin.staff.fields.userName')}
            required
            dir="ltr"
            {...form.getInputProps('userName')}
            data-testid="staff-username"
          />
          <TextInput
            label={t('admin.staff.fields.fullName')}
            required
            {...form.getInputProps('fullName')}
            data-testid="staff-fullname"
          />
          <TextInput
            label={t('admin.staff.fields.email')}
            required
            type="email"
            dir="ltr"
            {...form.getInputProps('email')}
            data-testid="staff-email"
          />
          <LebanonPhoneInput label={t('admin.staff.fields.phone')} {...form.getInputProps('phone')} />
          <Select
            label={t('admin.staff.fields.userType')}
            required
            data={types.map((type) => ({ value: type, label: t(`admin.staff.types.${type}`) }))}
            {...form.getInputProps('userType')}
            data-testid="staff-type"
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending} data-testid="staff-create">
            {t('admin.staff.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Issue 14: staff accounts: create, change type, activate, deactivate, reset password, dashboard permission. */
export function StaffTab() {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const me = useAuthUser();
  const superAdmin = me?.accountType.includes('super_admin') ?? false;
  const staff = useStaffAccounts();
  const update = useUpdateStaff();
  const reset = useResetStaffPassword();
  const [creating, setCreating] = useState(false);
  const [password, setPassword] = useState<string | null>(null);
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  // Admin accounts are the super admins' to make and change.
  const types = STAFF_TYPES.filter((type) => superAdmin || !ADMIN_KINDS.includes(type));
  const mayChange = (member: StaffAccount) => superAdmin || !ADMIN_KINDS.includes(member.userType);

  const change = async (member: StaffAccount, body: Record<string, unknown>) => {
    const result = await update.mutateAsync({ id: member._id, body });
    toastResult(t, result);
  };
  const confirmReset = (member: StaffAccount) =>
    openConfirmModal({
      title: t('admin.staff.resetTitle', { name: member.username }),
      children: <Text size="sm">{t('admin.staff.resetText')}</Text>,
      labels: { confirm: t('admin.staff.reset'), cancel: t('common.cancel') },
      confirmProps: { 'data-testid': 'confirm-reset' } as never,
      onConfirm: async () => {
        const result = await reset.mutateAsync(member._id);
        if (result.success) setPassword((result.data as { password: string }).password);
        else toastError(translateMessage(t, result.message) ?? result.message);
      },
    });

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} data-testid="new-staff">
          {t('admin.staff.new')}
        </Button>
      </Group>
      {staff.isPending ? <Skeleton h={240} radius="lg" /> : null}
      {staff.data ? (
        <Paper withBorder radius="lg">
          <ScrollArea type="auto">
            <Table verticalSpacing="sm" striped miw={980} data-testid="staff-table">
              <Table.Thead>
                <Table.Tr>
                  {['user', 'type', 'lastLogin', 'dashboard', 'active', 'actions'].map((column) => (
                    <Table.Th key={column}>{t(`admin.staff.columns.${column}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {staff.data.map((member) => (
                  <Table.Tr key={member._id} data-testid="staff-row">
                    <Table.Td>
                      <Text fw={600} size="sm" dir="ltr" ta="start" translate="no">
                        {member.username}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {member.fullName} · {member.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {mayChange(member) ? (
                        <Select
                          size="xs"
                          w={230}
                          allowDeselect={false}
                          data={types.map((type) => ({ value: type, label: t(`admin.staff.types.${type}`) }))}
                          value={member.userType}
                          onChange={(value) =>
                            value && value !== member.userType && void change(member, { userType: value })
                          }
                          aria-label={t('admin.staff.columns.type')}
                          data-testid="staff-type-select"
                        />
                      ) : (
                        <Badge variant="light">{t(`admin.staff.types.${member.userType}`)}</Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{member.lastLogin ? date.format(new Date(member.lastLogin)) : '—'}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        checked={member.permissions.canViewDashboard}
                        disabled={!mayChange(member)}
                        onChange={(event) => void change(member, { canViewDashboard: event.currentTarget.checked })}
                        aria-label={t('admin.staff.columns.dashboard')}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        checked={member.isActive}
                        disabled={!mayChange(member)}
                        onChange={(event) => void change(member, { isActive: event.currentTarget.checked })}
                        aria-label={t('admin.staff.columns.active')}
                        data-testid="staff-active"
                      />
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        leftSection={<IconKey size={14} />}
                        disabled={!mayChange(member)}
                        onClick={() => confirmReset(member)}
                        data-testid="staff-reset"
                      >
                        {t('admin.staff.reset')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Paper>
      ) : null}
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title={t('admin.staff.new')}
        size="lg"
        centered
        fullScreen={phone}
      >
        <NewStaffForm
          types={types}
          onCreated={(created) => {
            setCreating(false);
            setPassword(created);
          }}
        />
      </Modal>
      <PasswordOnce password={password} onClose={() => setPassword(null)} />
    </Stack>
  );
}
