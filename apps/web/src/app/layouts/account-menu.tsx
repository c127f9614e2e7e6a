import { Avatar, Box, Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconHistory,
  IconLayoutDashboard,
  IconLogout,
  IconUser,
  IconUserEdit,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link.tsx';
import { useLogoutAction } from '../use-logout-action.ts';
import { useSellerFlags } from '../../lib/use-seller-flags.ts';

export function AccountMenu() {
  const { t } = useTranslation();
  const { user, seller } = useSellerFlags();
  const { logout } = useLogoutAction();

  if (!user) {
    return (
      <Button
        component={AppLink}
        to="/login"
        variant="light"
        leftSection={<IconUser size={18} />}
        data-testid="account-login"
      >
        {t('header.loginRegister')}
      </Button>
    );
  }

  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('header.accountMenu')} data-testid="account-menu">
          <Group gap={8} wrap="nowrap">
            <Avatar color="cedar" radius="xl" size={36}>
              {user.initials}
            </Avatar>
            <Box visibleFrom="lg" style={{ lineHeight: 1.15 }}>
              <Text size="xs" c="dimmed">
                {t('header.hello', { name: user.firstName || user.userName })}
              </Text>
              <Text size="sm" fw={600}>
                {t('header.myAccount')}
              </Text>
            </Box>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={AppLink} to="/profile" leftSection={<IconUserEdit size={16} />}>
          {t('header.editProfile')}
        </Menu.Item>
        <Menu.Item component={AppLink} to="/order-history" leftSection={<IconHistory size={16} />}>
          {t('header.orderHistory')}
        </Menu.Item>
        {seller ? (
          <Menu.Item component={AppLink} to="/seller-dashboard" leftSection={<IconLayoutDashboard size={16} />}>
            {t('header.dashboard')}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => void logout()}
          data-testid="logout"
        >
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
