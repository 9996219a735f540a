import { Link } from 'react-router';
import { dashboardPaths, sitePaths } from '../../../common/paths';
import { affiliateTerms, planCards } from '../../../common/plans';
import { ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { useTabParam } from '../../lib/use-tab-param';
import { Disclosure } from './Disclosure';
import m from './marketing.module.css';
import { PageMeta } from './PageMeta';
import { PlanCard } from './PlanCard';
import styles from './PricingPage.module.css';

const audiences = ['youtubers', 'affiliates'] as const;
type Audience = (typeof audiences)[number];
const audienceLabels: Record<Audience, string> = {
  youtubers: 'YouTubers',
  affiliates: 'Affiliates',
};

function AudienceToggle({
  value,
  onChange,
}: {
  value: Audience;
  onChange: (audience: Audience) => void;
}) {
  return (
    <fieldset className={styles.toggle}>
      <legend className="visually-hidden">Show pricing for</legend>
      {audiences.map((audience) => (
        <label key={audience} className={styles.toggleOption}>
          <input
            type="radio"
            name="audience"
            value={audience}
            checked={value === audience}
            onChange={() => onChange(audience)}
          />
          <span>{audienceLabels[audience]}</span>
        </label>
      ))}
    </fieldset>
  );
}

function AffiliateCard() {
  return (
    <article className={`${styles.plan} ${styles.highlighted}`} aria-labelledby="plan-affiliate">
      <div className={styles.planHead}>
        <h3 id="plan-affiliate" className={styles.planName}>
          Affiliate
        </h3>
        <span className={styles.badgeStrong}>Free to join</span>
      </div>
      <p className={styles.bigFigure}>
        <strong className={styles.amount}>{affiliateTerms.commissionPercent}%</strong>
        <span className={styles.per}> commission on every sale</span>
      </p>
      <ul className={styles.perks}>
        <li>
          <Icon name="check" size={18} />
          Your own referral link: every customer it brings is yours
        </li>
        <li>
          <Icon name="check" size={18} />
          Ownership of {affiliateTerms.ownershipPercent.min}%-{affiliateTerms.ownershipPercent.max}%
          in a game
        </li>
        <li>
          <Icon name="check" size={18} />
          {affiliateTerms.gamePartnerships} game partnership
        </li>
        <li>
          <Icon name="check" size={18} />
          No production team to pay for
        </li>
      </ul>
      <ButtonLink to={sitePaths.join({ type: 'Affiliate' })} block aria-label="Select Affiliate">
        Select
      </ButtonLink>
    </article>
  );
}

/** /learn/pricing (docs/product.md §2, §9): hero, audience toggle, the plan cards and the FAQ. */
export function PricingPage() {
  const [audience, setAudience] = useTabParam(audiences, { param: 'audience' });
  return (
    <>
      <PageMeta
        title="Pricing · Crewcast"
        description="Crewcast plans for YouTubers: Standard at $0.80 per edited minute and $4.00 per thumbnail, or Premium with a bigger team and game ownership. Affiliates earn 20% per sale."
      />
      <header className={`${m.pageHero} ${styles.hero}`}>
        <p className={m.eyebrow}>Pricing</p>
        <h1 className={m.pageTitle}>
          Pay per video, <span className={m.accent}>own a share</span> of the games
        </h1>
        <p className={m.lead}>
          Every team member charges the same per video. Pick the plan that fits your channel; you
          only pay for the edits and thumbnails you order.
        </p>
        <AudienceToggle value={audience} onChange={setAudience} />
      </header>

      <section className={m.section} aria-labelledby="plans-title">
        <h2 id="plans-title" className="visually-hidden">
          Plans for {audienceLabels[audience]}
        </h2>
        {audience === 'youtubers' ? (
          <div className={styles.plans}>
            {planCards.map((plan) => (
              <PlanCard key={plan.name} plan={plan} />
            ))}
          </div>
        ) : (
          <div className={`${styles.plans} ${styles.single}`}>
            <AffiliateCard />
          </div>
        )}
        <p className={styles.note}>
          Prices in US dollars. Edits are charged per minute of finished video; you buy edits and
          thumbnails in the <Link to={dashboardPaths.shop}>shop of your dashboard</Link>.
        </p>
      </section>

      <section className={m.section} aria-labelledby="faq-title">
        <div className={m.sectionHead}>
          <p className={m.eyebrow}>FAQ</p>
          <h2 id="faq-title" className={m.h2}>
            Questions we are asked most
          </h2>
        </div>
        <div className={styles.faq}>
          <Disclosure question="Can I get a refund on edits and thumbnails?">
            <p>
              Yes, for anything you have not used. Edits and thumbnails you bought but have not
              ordered yet can be refunded in full: message the Support Team in Chat and tell us what
              to refund.
            </p>
            <p>
              If an editor or artist cannot deliver, you never pay for it: when a time extension is
              not answered within 24 hours the original due date stands, and an order that is still
              not fulfilled is cancelled and refunded automatically. Finished work is covered by
              revisions rather than refunds: each delivery of an edit can be revised once, and each
              revised delivery once more, so you ask for changes until it is right and then accept
              it. Thumbnails are not revised; a changed thumbnail is a new thumbnail order.
            </p>
          </Disclosure>
          <Disclosure question="What exactly do I get, and what do I pay?">
            <p>
              You get a production team of two (Standard) or three (Premium) editors and thumbnail
              artists who learn your style, a share of ownership in our games, and free advertising
              for your channel inside them.
            </p>
            <p>
              You pay per piece of work and nothing else: video edits per minute of finished video
              and thumbnails per thumbnail, at your plan&apos;s prices. There is no subscription;
              you buy edits and thumbnails in the shop when you need them, then order them from your
              team.
            </p>
          </Disclosure>
          <Disclosure question="What is on the roadmap?">
            <p>
              Already in your dashboard: the Game Manager with live ownership figures for each game
              you promote, the Ownership Booster that raises your share for the following month, and
              the Staff Scheduler that shows when your team is free, and the review studio: notes on
              the exact frame of a delivered video that become your revision request, versions side
              by side, and links for guests to watch and comment.
            </p>
            <p>
              We also add new games as studios join us. Tell us what you need most through Chat or
              the <Link to={sitePaths.contact()}>contact form</Link>: the roadmap follows our
              partners.
            </p>
          </Disclosure>
          <Disclosure question="What does the name Crewcast mean?">
            <p>
              It is a crew and a broadcast. Every channel is a broadcast, and behind every good one
              stands a crew: the editors, artists and studios who make the videos and the games in
              them. Crewcast gives each creator that crew.
            </p>
          </Disclosure>
        </div>
      </section>
    </>
  );
}
