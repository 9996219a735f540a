import { errorCatalogue } from '../../common/errors/catalogue';
import { Button } from '../components/Button';
import styles from './ErrorPanel.module.css';

// After a deploy the old page asks for chunks that no longer exist; a reload fetches the new ones.
function isStaleChunk(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/**
 * What a crashed screen shows instead: a plain message and the ways out. Inside a layout it is a
 * section of that layout's main region; on its own it is the page's main region.
 */
export function ErrorPanel({ error, inLayout = false }: { error: unknown; inLayout?: boolean }) {
  const stale = isStaleChunk(error);
  const Wrapper = inLayout ? 'section' : 'main';
  return (
    <Wrapper
      {...(inLayout ? { 'aria-label': 'Error' } : { id: 'main', tabIndex: -1 })}
      className={styles.panel}
    >
      <title>Something went wrong · Crewcast</title>
      <div className={styles.card} role="alert">
        <h1 className={styles.title}>
          {stale ? 'A new version is available' : 'Something went wrong'}
        </h1>
        <p className={styles.text}>
          {stale
            ? 'Reload the page to get the latest version of Crewcast.'
            : `${errorCatalogue.other.message}. Reloading the page usually helps; if it keeps happening, tell us at support@crewcast.example.`}
        </p>
        <div className={styles.actions}>
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <a className={styles.home} href="/">
            Go home
          </a>
        </div>
      </div>
    </Wrapper>
  );
}
