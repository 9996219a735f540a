import { sitePaths } from '../../../common/paths';
import { payTiers } from '../../../common/pay-tiers';
import { formatCents } from '../../../common/pricing';
import { ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { FeatureGrid, type Feature } from './FeatureCard';
import m from './marketing.module.css';
import { PageHero, MarketingSection } from './MarketingLayout';
import { PageMeta } from './PageMeta';

const topPay = payTiers[payTiers.length - 1]!;

const reasons: readonly Feature[] = [
  {
    icon: 'coins',
    title: 'Paid per job',
    text: `Fixed rates per edit, short and thumbnail, up to ${formatCents(topPay.videoEditPer10MinCents)} per 10 minutes of edited video. Every order pays at least ${formatCents(topPay.minimumPerOrderCents)}.`,
  },
  {
    icon: 'calendar',
    title: 'Your own pace',
    text: 'You set your speed: 1 to 5 days for an edit, 1 to 3 days for a thumbnail. Need more time? Ask for an extension of up to 4 days.',
  },
  {
    icon: 'team',
    title: 'Steady clients',
    text: 'Join the team of partners who upload every week, and grow with their channels instead of chasing one-off gigs.',
  },
];

/** /explore/production (docs/product.md §2): recruits editors and thumbnail artists; Sign up goes to /join/production. */
export function ExploreProductionPage() {
  return (
    <>
      <PageMeta
        title="Join the staff · Crewcast"
        description="Edit videos or draw thumbnails for YouTubers who make game content. Fixed pay per job, your own pace, steady clients. Join the Crewcast production staff."
      />
      <PageHero
        eyebrow="Explore · Production"
        title={
          <>
            Edit and draw for <span className={m.accent}>game creators</span>
          </>
        }
        lead={
          <>
            Crewcast is hiring freelance video editors and thumbnail artists. Work from anywhere, on
            videos about games people love, and get paid for every job you deliver.
          </>
        }
      >
        <div className={m.actions}>
          <ButtonLink to={sitePaths.joinProduction}>
            Sign up as staff
            <Icon name="arrowRight" size={18} />
          </ButtonLink>
          <ButtonLink to={sitePaths.productionInfo} variant="secondary">
            See the pay tiers
          </ButtonLink>
        </div>
      </PageHero>

      <MarketingSection id="why" title="Why freelancers join">
        <FeatureGrid features={reasons} />
      </MarketingSection>

      <MarketingSection id="how" title="How it works">
        <ol className={m.steps}>
          <li className={m.step}>
            <h3 className={m.cardTitle}>Sign up</h3>
            <p className={m.cardText}>
              Tell us whether you edit, draw thumbnails or both, and how fast you work.
            </p>
          </li>
          <li className={m.step}>
            <h3 className={m.cardTitle}>Verify your e-mail</h3>
            <p className={m.cardText}>Open the link we send you and your account is ready.</p>
          </li>
          <li className={m.step}>
            <h3 className={m.cardTitle}>Join a team</h3>
            <p className={m.cardText}>We add you to the teams of partners who need your skills.</p>
          </li>
          <li className={m.step}>
            <h3 className={m.cardTitle}>Deliver and get paid</h3>
            <p className={m.cardText}>
              Upload the finished files from your dashboard; payouts go to PayPal or Paysend.
            </p>
          </li>
        </ol>
        <div className={m.band}>
          <div>
            <h3 className={m.bandTitle}>Ready to join the staff?</h3>
            <p className={m.cardText}>It takes two minutes. No portfolio upload needed to start.</p>
          </div>
          <ButtonLink to={sitePaths.joinProduction}>Sign up as staff</ButtonLink>
        </div>
      </MarketingSection>
    </>
  );
}
