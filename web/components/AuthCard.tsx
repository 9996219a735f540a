import type { ReactNode } from 'react';
import styles from './AuthCard.module.css';

type AuthCardProps = {
  title: string;
  /** Short line under the title. */
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card, such as "No account yet? Sign up". */
  footer?: ReactNode;
};

/** The centred card every account page sits in. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <section className={styles.page} aria-labelledby="auth-title">
      <title>{`${title} · Crewcast`}</title>
      <div className={styles.card}>
        <header className={styles.head}>
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          {intro && <p className={styles.intro}>{intro}</p>}
        </header>
        {children}
      </div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </section>
  );
}
