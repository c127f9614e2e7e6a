import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { PageHeader } from '../../components/staff/page-header.tsx';
import { BuyersTab } from './buyers-tab.tsx';
import { StaffTab } from './staff-tab.tsx';

/** Issue 14: the people who use Souk, staff and buyers. */
export function UsersPage() {
  useDocumentTitle('adminUsers');
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t('pageTitles.adminUsers')} intro={t('admin.users.intro')} />
      <Tabs defaultValue="staff" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="staff" data-testid="tab-staff">
            {t('admin.users.staff')}
          </Tabs.Tab>
          <Tabs.Tab value="buyers" data-testid="tab-buyers">
            {t('admin.users.buyers')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="staff">
          <StaffTab />
        </Tabs.Panel>
        <Tabs.Panel value="buyers">
          <BuyersTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
