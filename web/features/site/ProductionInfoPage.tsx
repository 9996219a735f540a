import { sitePaths } from '../../../common/paths';
import { ButtonLink } from '../../components/Button';
import m from './marketing.module.css';
import { PageHero, MarketingSection } from './MarketingLayout';
import { PageMeta } from './PageMeta';
import { PayTiersTable } from './PayTiersTable';

/** /learn/production (docs/product.md §2, §9): how ordering and delivery work, and the freelancer pay tiers. */
export function ProductionInfoPage() {
  return (
    <>
      <PageMeta
        title="How production works · Crewcast"
        description="How Crewcast partners order edits and thumbnails, how editors and artists deliver them, and what freelancers are paid per job in each pay tier."
      />
      <PageHero
        eyebrow="Learn · Production"
        title={
          <>
            From raw footage to <span className={m.accent}>finished video</span>
          </>
        }
        lead={
          <>
            Partners order edits and thumbnails from their own team; editors and artists deliver
            them by the due date and are paid for every job.
          </>
        }
      />

      <MarketingSection id="flow" title="How an order moves">
        <ol className={m.steps}>
          <li className={m.step}>
            <h3 className={m.cardTitle}>Order</h3>
            <p className={m.cardText}>
              The partner uploads the footage, describes the edit or thumbnail and picks someone
              from their team who is available.
            </p>
          </li>
          <li className={m.step}>
            <h3 className={m.cardTitle}>Work</h3>
            <p className={m.cardText}>
              The editor or artist starts the job. If they need more time they can ask once per
              video for up to 4 extra days; the partner has 24 hours to answer.
            </p>
          </li>
          <li className={m.step}>
            <h3 className={m.cardTitle}>Deliver</h3>
            <p className={m.cardText}>
              The finished files are uploaded from the dashboard and the partner downloads them
              straight away.
            </p>
          </li>
          <li className={m.step}>
            <h3 className={m.cardTitle}>Revise</h3>
            <p className={m.cardText}>
              An edit can be sent back with notes; each revision becomes its own order until the
              video is right.
            </p>
          </li>
        </ol>
      </MarketingSection>

      <section className={m.section} aria-labelledby="pay-title">
        <div className={m.sectionHead}>
          <p className={m.eyebrow}>For freelancers</p>
          <h2 id="pay-title" className={m.h2}>
            Pay tiers
          </h2>
          <p className={m.lead}>
            Every job pays a fixed rate set by your tier, and never less than the minimum per order.
            New staff start at Tier 1; tiers are reviewed every month against ratings and on-time
            delivery.
          </p>
        </div>
        <PayTiersTable />
        <div className={m.band}>
          <div>
            <h3 className={m.bandTitle}>Want to work on these videos?</h3>
            <p className={m.cardText}>Editors and thumbnail artists can apply in two minutes.</p>
          </div>
          <ButtonLink to={sitePaths.exploreProduction}>Join the staff</ButtonLink>
        </div>
      </section>
    </>
  );
}
