import { useLocation } from 'react-router';
import { ButtonLink } from '../../components/Button';
import styles from './NotFoundPage.module.css';

/** Any path the app does not know, inside the public layout. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <title>Page not found · Crewcast</title>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        Page not found
      </h1>
      <p className={styles.text}>
        There is nothing at <code className={styles.path}>{pathname}</code>. It may have moved, or
        the link may be mistyped.
      </p>
      <ButtonLink to="/">Go home</ButtonLink>
    </section>
  );
}
