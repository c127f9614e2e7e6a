import {
  ActionIcon,
  Avatar,
  Box,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  Indicator,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  useDirection,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBuildingStore,
  IconChevronRight,
  IconHeart,
  IconHelp,
  IconHistory,
  IconInfoCircle,
  IconLayoutDashboard,
  IconLogout,
  IconMail,
  IconReceiptRefund,
  IconShoppingCart,
  IconUserEdit,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link.tsx';
import { CurrencySwitcher } from '../../components/currency-switcher.tsx';
import { LanguageToggle } from '../../components/language-toggle.tsx';
import { Logo } from '../../components/logo.tsx';
import { NotificationBell } from '../../features/cart-checkout/notification-bell.tsx';
import { useCartCount, useWishlistCount } from '../../features/cart-checkout/use-counts.ts';
import { useLogoutAction } from '../use-logout-action.ts';
import { AccountMenu } from './account-menu.tsx';
import { useHeaderOffset } from './header-offset.ts';
import { CategoriesMenu } from './categories-menu.tsx';
import { SearchBox } from './search-box.tsx';
import { useSellerFlags } from '../../lib/use-seller-flags.ts';

function CountIcon({ to, label, count, children }: { to: string; label: string; count: number; children: ReactNode }) {
  return (
    <Indicator
      label={String(count)}
      size={16}
      offset={4}
      color="saffron.7"
      zIndex={2}
      data-testid={`count-${to.slice(1)}`}
    >
      <ActionIcon component={AppLink} to={to} variant="subtle" color="dark" size={40} radius="xl" aria-label={label}>
        {children}
      </ActionIcon>
    </Indicator>
  );
}

function SecondBar() {
  const { t } = useTranslation();
  const { seller, selfManaged, becomeSeller } = useSellerFlags();
  const link = (to: string, label: string, state?: unknown) => (
    <Button
      key={label}
      component={AppLink}
      to={to}
      state={state}
      variant="subtle"
      color="white"
      size="compact-sm"
      fw={500}
    >
      {label}
    </Button>
  );
  return (
    <Box bg="cedar.8" visibleFrom="md">
      <Container size="xl">
        <ScrollArea type="never">
          <Group h={48} gap={4} wrap="nowrap">
            <CategoriesMenu />
            {link('/help-center', t('nav.helpCenter'))}
            {link('/contact-us', t('nav.contactUs'))}
            {link('/about-us', t('nav.aboutUs'))}
            {link('/refund-policy', t('nav.refundPolicy'))}
            {selfManaged ? link('/seller-dashboard/data-entry', t('nav.addProduct')) : null}
            {seller ? null : (
              <Button variant="subtle" color="white" size="compact-sm" fw={500} onClick={() => becomeSeller()}>
                {t('nav.becomeSeller')}
              </Button>
            )}
            {link('/', t('nav.todaysDeals'), { section: 'deals' })}
            {link('/', t('nav.featuredItems'), { section: 'featured' })}
          </Group>
        </ScrollArea>
      </Container>
    </Box>
  );
}

function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const { user, seller, becomeSeller } = useSellerFlags();
  const { logout } = useLogoutAction();
  const chevron = <IconChevronRight size={14} className="flip-rtl" />;
  const item = (to: string, label: string, icon: ReactNode) => (
    <NavLink
      key={to}
      component={AppLink}
      to={to}
      label={label}
      leftSection={icon}
      rightSection={chevron}
      onClick={onClose}
    />
  );
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={dir === 'rtl' ? 'right' : 'left'}
      size="85%"
      title={<Logo />}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Group wrap="nowrap" p="sm" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-lg)' }}>
          <Avatar color="cedar" radius="xl" size={44}>
            {user?.initials}
          </Avatar>
          <Box style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {user ? user.fullName || user.userName : t('header.guestUser')}
            </Text>
            {user ? (
              <Text size="sm" c="dimmed" truncate>
                {user.email}
              </Text>
            ) : (
              <AppLink to="/login" onClick={onClose} className="app-link">
                <Text size="sm" c="cedar.7" fw={600}>
                  {t('header.loginRegister')}
                </Text>
              </AppLink>
            )}
          </Box>
        </Group>
        <Box>
          {user ? item('/profile', t('header.editProfile'), <IconUserEdit size={18} />) : null}
          {item('/wish-list', t('header.wishList'), <IconHeart size={18} />)}
          {item('/cart', t('header.cart'), <IconShoppingCart size={18} />)}
          {item('/help-center', t('nav.helpCenter'), <IconHelp size={18} />)}
          {item('/contact-us', t('nav.contactUs'), <IconMail size={18} />)}
          {item('/about-us', t('nav.aboutUs'), <IconInfoCircle size={18} />)}
          {item('/refund-policy', t('nav.refundReturnPolicy'), <IconReceiptRefund size={18} />)}
          {item('/order-history', t('header.orderHistory'), <IconHistory size={18} />)}
          {seller ? (
            item('/seller-dashboard', t('header.goToDashboard'), <IconLayoutDashboard size={18} />)
          ) : (
            <NavLink
              label={t('nav.becomeSeller')}
              leftSection={<IconBuildingStore size={18} />}
              rightSection={chevron}
              onClick={() => {
                onClose();
                becomeSeller();
              }}
            />
          )}
          {user ? (
            <NavLink
              label={t('header.logout')}
              color="red"
              active
              variant="subtle"
              leftSection={<IconLogout size={18} />}
              onClick={() => {
                onClose();
                void logout();
              }}
            />
          ) : null}
        </Box>
        <Divider />
        <Group justify="space-between">
          <LanguageToggle variant="default" />
          <CurrencySwitcher />
        </Group>
      </Stack>
    </Drawer>
  );
}

export function StorefrontHeader() {
  const { t } = useTranslation();
  const cartCount = useCartCount();
  const wishListCount = useWishlistCount();
  const [menuOpened, menu] = useDisclosure(false);
  const headerRef = useHeaderOffset<HTMLElement>();
  return (
    <Box
      ref={headerRef}
      component="header"
      bg="white"
      pos="sticky"
      top={0}
      style={{ zIndex: 100, boxShadow: '0 1px 0 var(--mantine-color-gray-2)' }}
    >
      <Container size="xl" py={10}>
        <Group justify="space-between" wrap="nowrap" gap="md">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={menuOpened}
              onClick={menu.open}
              hiddenFrom="md"
              size="sm"
              aria-label={t('header.openMenu')}
            />
            <Logo />
          </Group>
          <Box visibleFrom="md" style={{ flex: 1, maxWidth: 620 }}>
            <SearchBox />
          </Box>
          <Group gap={6} wrap="nowrap">
            <Group gap={6} visibleFrom="md" wrap="nowrap">
              <LanguageToggle />
              <CurrencySwitcher />
            </Group>
            <NotificationBell />
            <Box visibleFrom="xs">
              <CountIcon to="/wish-list" label={t('header.wishList')} count={wishListCount}>
                <IconHeart size={22} stroke={1.7} />
              </CountIcon>
            </Box>
            <CountIcon to="/cart" label={t('header.cart')} count={cartCount}>
              <IconShoppingCart size={22} stroke={1.7} />
            </CountIcon>
            <Box visibleFrom="md">
              <AccountMenu />
            </Box>
          </Group>
        </Group>
        <Box hiddenFrom="md" mt={10}>
          <SearchBox />
        </Box>
      </Container>
      <SecondBar />
      <MobileMenu opened={menuOpened} onClose={menu.close} />
    </Box>
  );
}
