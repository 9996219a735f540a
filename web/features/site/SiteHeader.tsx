import { useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { dashboardPaths, sitePaths } from '../../../common/paths';
import { useSession } from '../../app/session';
import { ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Logo } from '../../components/Logo';
import { NavMenu } from './NavMenu';
import { signUpHref } from './sign-up-href';
import { exploreLinks, learnLinks } from './site-links';
import styles from './SiteHeader.module.css';

/** The public top bar (docs/product.md §2 Layout); below 700 px the navigation folds into a menu button. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const session = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const joinHref = signUpHref(pathname);
  const closeMenu = () => setMenuOpen(false);

  const account = (onNavigate?: () => void) =>
    session.loggedIn ? (
      <Link
        to={dashboardPaths.home}
        className={styles.profile}
        aria-label="Your dashboard"
        title="Your dashboard"
        onClick={onNavigate}
      >
        <Icon name="user" />
      </Link>
    ) : (
      <>
        <ButtonLink to={sitePaths.login} variant="ghost" size="small" onClick={onNavigate}>
          Log in
        </ButtonLink>
        <ButtonLink to={joinHref} size="small" onClick={onNavigate}>
          Sign up
        </ButtonLink>
      </>
    );

  return (
    <header
      className={styles.header}
      onKeyDown={(event) => {
        // Esc closes the phone menu wherever focus is in the bar, the toggle included.
        if (event.key === 'Escape' && menuOpen) {
          closeMenu();
          menuButtonRef.current?.focus();
        }
      }}
    >
      <div className={styles.bar}>
        <Link to="/" className={styles.home} aria-label="Crewcast home">
          <Logo />
        </Link>

        <nav className={styles.desktopNav} aria-label="Main">
          <NavMenu label="Explore" links={exploreLinks} />
          <NavMenu label="Learn" links={learnLinks} />
        </nav>

        <div className={styles.desktopAccount}>{account()}</div>

        <button
          ref={menuButtonRef}
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={panelId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
        </button>
      </div>

      <div id={panelId} className={styles.mobilePanel} hidden={!menuOpen}>
        <nav aria-label="Main (mobile)" className={styles.mobileNav}>
          {[
            { title: 'Explore', links: exploreLinks },
            { title: 'Learn', links: learnLinks },
          ].map((group) => (
            <div key={group.title} className={styles.mobileGroup}>
              <p className={styles.mobileTitle}>{group.title}</p>
              <ul className={styles.mobileList}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} className={styles.mobileLink} onClick={closeMenu}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className={styles.mobileAccount}>{account(closeMenu)}</div>
      </div>
    </header>
  );
}
