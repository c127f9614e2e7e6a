import {
  Alert,
  AppShell,
  Avatar,
  Badge,
  Box,
  Burger,
  Button,
  Group,
  NavLink,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconClockHour4, IconLogout } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { accountTypesOf, hasAnyRole, isAdmin } from '@souk/shared/roles';
import { AppNavLink } from '../../components/app-link.tsx';
import { LanguageToggle } from '../../components/language-toggle.tsx';
import { Logo } from '../../components/logo.tsx';
import { useAuthUser } from '../../lib/auth-store.ts';
import { useLogoutAction } from '../use-logout-action.ts';
import { SellerBell } from '../../components/seller-notifications/seller-bell.tsx';
import { useCsUnread } from '../../api/cs/desk.ts';
import { usePendingReturns } from '../../api/seller-returns/seller-returns.ts';
import { useSellerNotifications } from '../../api/seller-notifications/get-seller-notifications.ts';
import { useSellerProfile } from '../../api/sellers/get-seller-profile.ts';
import { ShopSuspendedPage } from '../../features/seller/shop-suspended-page.tsx';
import { DASHBOARD_MENUS, type DashboardArea, type MenuEntry } from './dashboard-menus.ts';

/** Spec 3 section 2.7: seller pages log out to the seller login, every other dashboard to the staff one. */
export const logoutTargetFor = (pathname: string) =>
  pathname.startsWith('/seller-dashboard') ? '/login' : '/login-dashboard';

function DashboardHeader({
  opened,
  onBurger,
  area,
  closed,
}: {
  opened: boolean;
  onBurger: () => void;
  area: DashboardArea;
  closed: boolean;
}) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const location = useLocation();
  const { logout, isPending } = useLogoutAction();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {closed ? null : (
          <Burger opened={opened} onClick={onBurger} hiddenFrom="sm" size="sm" aria-label={t('header.openMenu')} />
        )}
        <Logo to={area === 'seller' ? '/seller-dashboard' : '/'} />
        <Text
          c="dimmed"
          fw={500}
          visibleFrom="sm"
          size="sm"
          ps="sm"
          style={{ borderInlineStart: '1px solid var(--mantine-color-gray-3)' }}
        >
          {t(DASHBOARD_MENUS[area].title)}
        </Text>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {/* Sellers and the sales dashboards share the notices drawer (spec 3 section 2.9). */}
        {!closed && (area === 'seller' || area === 'sales') ? <SellerBell /> : null}
        <LanguageToggle />
        <Tooltip label={user?.fullName || user?.userName} withArrow>
          <Avatar color="cedar" radius="xl" data-testid="dashboard-avatar">
            {user?.initials}
          </Avatar>
        </Tooltip>
        <Button
          variant="light"
          color="red"
          size="compact-md"
          leftSection={<IconLogout size={16} className="flip-rtl" />}
          loading={isPending}
          onClick={() => void logout(logoutTargetFor(location.pathname))}
          data-testid="logout"
        >
          <Box component="span" visibleFrom="xs">
            {t('header.logout')}
          </Box>
        </Button>
      </Group>
    </Group>
  );
}

function CountBadge({ count, testId }: { count: number | undefined; testId: string }) {
  return count ? (
    <Badge size="sm" circle color="saffron" data-testid={testId}>
      {count}
    </Badge>
  ) : null;
}

const PendingReturns = () => <CountBadge count={usePendingReturns().data} testId="pending-returns" />;
const CsUnread = () => <CountBadge count={useCsUnread().data?.totalUnread} testId="cs-unread" />;
const UnreadNotices = () => <CountBadge count={useSellerNotifications().data?.unreadCount} testId="notices-unread" />;

/** What waits behind a menu entry: a seller's returns to decide, the desk's unread notifications, one's own notices. */
function MenuCounter({ counter }: { counter: NonNullable<MenuEntry['counter']> }) {
  if (counter === 'pendingReturns') return <PendingReturns />;
  return counter === 'csUnread' ? <CsUnread /> : <UnreadNotices />;
}

export function DashboardLayout({ area: routeArea }: { area: DashboardArea }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  const types = accountTypesOf(useAuthUser());
  // Admins work in the data-entry pages too; they keep their own menu there.
  const area = routeArea === 'dataEntry' && isAdmin(types) ? 'admin' : routeArea;
  const selfManaged = types.includes('seller_self_managed');
  // A suspended shop's seller area is closed (the API refuses its seller routes): its notice takes
  // the place of the menu and the pages, which wait for the shop's status before asking for anything.
  const shop = useSellerProfile(area === 'seller');
  const shopPending = area === 'seller' && shop.isPending;
  const suspended = area === 'seller' && shop.data?.status === 'suspended';
  const closed = shopPending || suspended;

  // The slide-in menu closes once an entry has been chosen.
  useEffect(close, [location.pathname, close]);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !opened, desktop: suspended } }}
      padding={{ base: 'md', sm: 'xl' }}
      className="dashboard-shell"
      data-with-menu={suspended ? undefined : true}
    >
      <AppShell.Header>
        <DashboardHeader opened={opened} onBurger={toggle} area={area} closed={closed} />
      </AppShell.Header>
      {suspended ? null : (
        <AppShell.Navbar p="sm" aria-label={t(DASHBOARD_MENUS[area].title)}>
          <AppShell.Section grow component={ScrollArea}>
            {DASHBOARD_MENUS[area].sections.map((section, index) => (
              <Box key={section.title ?? index} mb="sm">
                {section.title ? (
                  <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="sm" pb={4}>
                    {t(section.title)}
                  </Text>
                ) : null}
                {section.entries
                  .filter(
                    (entry) =>
                      (!entry.selfManagedOnly || selfManaged) && (!entry.roles || hasAnyRole(types, entry.roles)),
                  )
                  .map((entry) => (
                    <NavLink
                      key={entry.to}
                      component={AppNavLink}
                      to={entry.to}
                      end={entry.end}
                      label={t(entry.label)}
                      leftSection={<entry.icon size={18} stroke={1.7} />}
                      rightSection={entry.counter && !closed ? <MenuCounter counter={entry.counter} /> : undefined}
                      style={{ borderRadius: 'var(--mantine-radius-md)' }}
                      active={entry.end ? location.pathname === entry.to : location.pathname.startsWith(entry.to)}
                    />
                  ))}
              </Box>
            ))}
          </AppShell.Section>
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        {shopPending ? (
          <Stack gap="md" data-testid="seller-area-loading">
            <Skeleton h={36} w="40%" radius="md" />
            <Skeleton h={160} radius="lg" />
          </Stack>
        ) : suspended ? (
          <ShopSuspendedPage />
        ) : (
          <>
            {/* A shop under review says so on every page of its area, and what comes next (issue 24). */}
            {area === 'seller' && shop.data?.status === 'pending' ? (
              <Alert
                color="saffron"
                icon={<IconClockHour4 size={20} />}
                title={t('sellerWelcome.pendingTitle')}
                mb="lg"
                data-testid="shop-under-review"
              >
                {t('sellerWelcome.pendingText')}
              </Alert>
            ) : null}
            <Outlet />
          </>
        )}
      </AppShell.Main>
    </AppShell>
  );
}
