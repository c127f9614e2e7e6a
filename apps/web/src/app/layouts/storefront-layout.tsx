import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { HydrateApart } from '../../components/hydrate-apart.tsx';
import { ScrollToTopButton } from '../../components/scroll-to-top-button.tsx';
import { StorefrontFooter } from './storefront-footer.tsx';
import { StorefrontHeader } from './storefront-header.tsx';

export function StorefrontLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <StorefrontHeader />
      <Box component="main" style={{ flex: 1 }}>
        <HydrateApart>
          <Outlet />
        </HydrateApart>
      </Box>
      <HydrateApart>
        <StorefrontFooter />
      </HydrateApart>
      <ScrollToTopButton />
    </Box>
  );
}
