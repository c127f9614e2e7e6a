import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { ScrollToTopButton } from '../../components/scroll-to-top-button.tsx';
import { StorefrontFooter } from './storefront-footer.tsx';
import { StorefrontHeader } from './storefront-header.tsx';

export function StorefrontLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <StorefrontHeader />
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <StorefrontFooter />
      <ScrollToTopButton />
    </Box>
  );
}
