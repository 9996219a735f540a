import { dashboardPaths } from '../../../common/paths';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../components/Button';
import styles from './DashboardNotFound.module.css';

/** A dashboard path that matches no page: says so and links back to the dashboard home. */
export function DashboardNotFound() {
  const { pathname } = useLocation();
  return (
    <section className={styles.panel} aria-labelledby="dashboard-missing-title">
      <title>Not found · Crewcast</title>
      <h1 id="dashboard-missing-title" className={styles.title}>
        Not found
      </h1>
      <p className={styles.text}>
        There is no dashboard page at <code className={styles.path}>{pathname}</code> yet.
      </p>
      <ButtonLink to={dashboardPaths.home} variant="secondary">
        Back to the dashboard
      </ButtonLink>
    </section>
  );
}
