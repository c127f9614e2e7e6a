import { Outlet } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { useFramedPageWaiting } from '../use-framed-page-waiting.ts';
import { StorefrontFooter } from './storefront-footer.tsx';
import { StorefrontHeader } from './storefront-header.tsx';
import classes from './storefront-header.module.css';
import { StorefrontScrollTop } from './storefront-scroll-top.tsx';

export function StorefrontLayout() {
  const framedPageWaiting = useFramedPageWaiting();
  return (
    <div className={classes.frame}>
      <StorefrontHeader />
      <main className={classes.main}>{framedPageWaiting ? <FullPageLoader /> : <Outlet />}</main>
      <StorefrontFooter />
      <StorefrontScrollTop />
    </div>
  );
}
