import '../mantine-areas.css';
import { Box, Container, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { LanguageToggle } from '../../components/language-toggle.tsx';
import { Logo } from '../../components/logo.tsx';
import { loadAreaTexts } from '../../lib/i18n.ts';

// The onboarding and staff hosts' frames bring the areas' Mantine CSS and texts (issue 37): the
// router renders the frame and its pages only once both are in.
await loadAreaTexts();

/** Staff, admin and customer-service hosts: no shop around the login, just the brand. */
export function StaffPublicLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="lg" h={64}>
          <Group h="100%" justify="space-between">
            <Logo to="/login-dashboard" />
            <LanguageToggle />
          </Group>
        </Container>
      </Box>
      <Box component="main" style={{ flex: 1 }} py="xl">
        <Outlet />
      </Box>
    </Box>
  );
}
