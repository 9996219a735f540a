import { useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { reportReferralVisit } from './referral-visit';
import { captureVia } from './session';
import { ScrollManager } from './ScrollManager';
import styles from './RootLayout.module.css';

/**
 * Wraps every route: the skip link, the scroll helper and the referral-code capture. The landing
 * page (landing.tsx), which has no route tree, passes its page as children.
 */
export function RootLayout({ children }: { children?: ReactNode }) {
  const { search, pathname } = useLocation();

  // Any URL may carry ?via= (docs/product.md §2), not just the sign-up pages; on a public page a
  // referral link may open, the visit is counted for the Affiliate's figures.
  useEffect(() => {
    captureVia(search);
    reportReferralVisit(search, pathname);
  }, [search, pathname]);

  return (
    <>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <ScrollManager />
      {children ?? <Outlet />}
    </>
  );
}
