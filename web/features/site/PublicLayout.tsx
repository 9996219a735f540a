import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import styles from './PublicLayout.module.css';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** The marketing and account pages: top bar, page, footer (the page is the route's, or children). */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
    </>
  );
}
