import '../mantine-areas.css';
import {
  Anchor,
  Box,
  Burger,
  Button,
  Container,
  Drawer,
  Group,
  Menu,
  NavLink,
  Stack,
  Text,
  useDirection,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogin, IconLogout, IconUserCircle, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { LanguageToggle } from '../../components/language-toggle.tsx';
import { Logo } from '../../components/logo.tsx';
import { ScrollToTopButton } from '../../components/scroll-to-top-button.tsx';
import { useAppNavigate } from '../../lib/host.ts';
import { loadAreaTexts } from '../../lib/i18n.ts';
import { scrollToSection } from '../../lib/scroll-to-section.ts';
import { useLogoutAction } from '../use-logout-action.ts';
import { useSellerFlags } from '../../lib/use-seller-flags.ts';

// The onboarding and staff hosts' frames bring the areas' Mantine CSS and texts (issue 37): the
// router renders the frame and its pages only once both are in.
await loadAreaTexts();

const SECTIONS = [
  { id: 'how-it-works', key: 'landing.nav.howItWorks' },
  { id: 'features', key: 'landing.nav.features' },
  { id: 'faq', key: 'landing.nav.faq' },
] as const;

/** On the landing page the link scrolls; elsewhere it goes home and names the section to scroll to. */
function useGoToSection() {
  const location = useLocation();
  const navigate = useAppNavigate();
  return (id: string) => {
    const target = document.getElementById(id);
    if (location.pathname === '/' && target) scrollToSection(target);
    else navigate('/', { state: { section: id } });
  };
}

function ProfileMenu() {
  const { t } = useTranslation();
  const { user } = useSellerFlags();
  const { logout } = useLogoutAction();
  return (
    <Menu position="bottom-end" shadow="md" width={200}>
      <Menu.Target>
        <Button variant="default" radius="xl" px={10} aria-label={t('header.accountMenu')}>
          <IconUserCircle size={22} stroke={1.6} />
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {user ? (
          <>
            <Menu.Label>{user.email}</Menu.Label>
            <Menu.Item
              color="red"
              leftSection={<IconLogout size={16} />}
              onClick={() => void logout('/login')}
              data-testid="logout"
            >
              {t('header.logout')}
            </Menu.Item>
          </>
        ) : (
          <>
            <Menu.Item component={AppLink} to="/login" leftSection={<IconLogin size={16} />}>
              {t('landing.nav.login')}
            </Menu.Item>
            <Menu.Item component={AppLink} to="/register" leftSection={<IconUserPlus size={16} />}>
              {t('landing.nav.signUp')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function LandingHeader() {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const { seller, becomeSeller } = useSellerFlags();
  const goToSection = useGoToSection();
  const [opened, drawer] = useDisclosure(false);
  const location = useLocation();
  // Spec 1 "Header": About and Contact wear a white header; the landing page a tinted one.
  const white = location.pathname !== '/';

  const links = (
    <>
      {SECTIONS.map((section) => (
        <Anchor
          key={section.id}
          component="button"
          type="button"
          c="dark.6"
          fw={500}
          onClick={() => {
            drawer.close();
            goToSection(section.id);
          }}
        >
          {t(section.key)}
        </Anchor>
      ))}
      <Anchor component={AppLink} to="/about" c="dark.6" fw={500} onClick={drawer.close}>
        {t('landing.nav.about')}
      </Anchor>
      <Anchor component={AppLink} to="/contact" c="dark.6" fw={500} onClick={drawer.close}>
        {t('landing.nav.contact')}
      </Anchor>
    </>
  );

  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      bg={white ? 'white' : 'cedar.0'}
      style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Container size="xl" h={68}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger opened={opened} onClick={drawer.open} hiddenFrom="md" size="sm" aria-label={t('header.openMenu')} />
            <Logo />
          </Group>
          <Group gap="xl" visibleFrom="md">
            {links}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {seller ? null : (
              <Button radius="xl" color="saffron.7" onClick={() => becomeSeller()} visibleFrom="xs">
                {t('landing.nav.becomeSeller')}
              </Button>
            )}
            <LanguageToggle />
            <ProfileMenu />
          </Group>
        </Group>
      </Container>
      <Drawer
        opened={opened}
        onClose={drawer.close}
        position={dir === 'rtl' ? 'right' : 'left'}
        size="80%"
        title={<Logo />}
      >
        <Stack gap="lg" align="flex-start">
          {links}
          {seller ? null : (
            <NavLink
              label={t('landing.nav.becomeSeller')}
              onClick={() => becomeSeller()}
              c="saffron.8"
              fw={600}
              px={0}
            />
          )}
        </Stack>
      </Drawer>
    </Box>
  );
}

export function LandingLayout() {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <LandingHeader />
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Box component="footer" bg="cedar.9" py="lg">
        <Container size="xl">
          <Group justify="space-between">
            <Logo inverted />
            <Text size="sm" c="cedar.1">
              {t('footer.copyright', { year: new Date().getFullYear() })}
            </Text>
          </Group>
        </Container>
      </Box>
      <ScrollToTopButton />
    </Box>
  );
}
