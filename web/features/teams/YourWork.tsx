import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ProductionInformation } from '../../../common/api/teams';
import { dashboardPaths } from '../../../common/paths';
import { useSession } from '../../app/session';
import { QueryState } from '../../components/QueryState';
import page from '../../styles/page.module.css';
import { productionInfoQuery } from './api';

/** Settings → Your work (docs/product.md §2): a staff member's roles, speeds and pay tier. */
export function YourWork() {
  const session = useSession();
  const info = useQuery(productionInfoQuery(session.uid));
  return <QueryState query={info}>{(data) => <WorkFacts data={data} />}</QueryState>;
}

/** The staff member's roles and tier. */
function WorkFacts({ data }: { data: ProductionInformation }) {
  return (
    <section className={page.section} aria-labelledby="work-facts-title">
      <h2 id="work-facts-title" className={page.sectionTitle}>
        Your work
      </h2>
      <div className={page.card}>
        <dl className={page.facts}>
          <div>
            <dt>Roles</dt>
            <dd>
              {[
                data.IsEditor && `Editor (${data.EditSpeed ?? '?'}-day edits)`,
                data.IsArtist && `Artist (${data.ThumbnailSpeed ?? '?'}-day thumbnails)`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </dd>
          </div>
          <div>
            <dt>Pay tier</dt>
            <dd>Tier {data.Tier}</dd>
          </div>
        </dl>
        <p className={page.muted}>
          Going on holiday or fully booked? Set your status in the{' '}
          <Link to={dashboardPaths.schedule}>Schedule</Link>, so Partners are not offered you for
          new orders.
        </p>
      </div>
    </section>
  );
}
