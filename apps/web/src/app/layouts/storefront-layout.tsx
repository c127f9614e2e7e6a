import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { ScrollToTopButton } from '../../components/scroll-to-top-button.tsx';
import { useFramedPageWaiting } from '../use-framed-page-waiting.ts';
import { StorefrontFooter } from './storefront-footer.tsx';
import { StorefrontHeader } from './storefront-header.tsx';

export function StorefrontLayout() {
  const framedPageWaiting = useFramedPageWaiting();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <StorefrontHeader />
      <Box component="main" style={{ flex: 1 }}>
        {framedPageWaiting ? <FullPageLoader /> : <Outlet />}
      </Box>
      <StorefrontFooter />
      <ScrollToTopButton />
    </Box>
  );
}
