import { Link } from 'react-router';
import { sitePaths } from '../../../common/paths';
import { Icon } from '../../components/Icon';
import { Logo } from '../../components/Logo';
import { supportEmail } from '../../lib/contact';
import { exploreLinks, learnLinks, socialLinks, type SiteLink } from './site-links';
import styles from './SiteFooter.module.css';
import { SocialIcon } from './SocialIcon';

function LinkList({ title, links }: { title: string; links: readonly SiteLink[] }) {
  return (
    <nav aria-label={title} className={styles.column}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The public footer (docs/product.md §2): link lists, contact e-mail, copyright and social links. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo />
          <p className={styles.tagline}>
            A full production team for YouTubers who make game content.
          </p>
          <ul className={styles.social} aria-label="Social media">
            {socialLinks.map((social) => (
              <li key={social.icon}>
                <a
                  className={styles.socialLink}
                  href={social.href}
                  aria-label={social.label}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <SocialIcon name={social.icon} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkList title="Explore" links={exploreLinks} />
        <LinkList title="Learn" links={learnLinks} />
        <div className={styles.column}>
          <h2 className={styles.title}>Contact</h2>
          <Link to={sitePaths.contact()} className={styles.link}>
            Contact us
          </Link>
          <a className={styles.mail} href={`mailto:${supportEmail}`}>
            <Icon name="mail" size={18} />
            {supportEmail}
          </a>
        </div>
      </div>
      <p className={styles.copyright}>
        © {new Date().getFullYear()} Crewcast. All rights reserved.
      </p>
    </footer>
  );
}
