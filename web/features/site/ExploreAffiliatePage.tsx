import { sitePaths } from '../../../common/paths';
import { affiliateTerms } from '../../../common/plans';
import { ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { FeatureGrid, type Feature } from './FeatureCard';
import m from './marketing.module.css';
import { PageHero, MarketingSection } from './MarketingLayout';
import { PageMeta } from './PageMeta';

const perks: readonly Feature[] = [
  {
    icon: 'coins',
    title: `${affiliateTerms.commissionPercent}% per sale`,
    text: 'Every purchase made by a customer you brought earns you a fifth of its price, with no cap.',
  },
  {
    icon: 'gamepad',
    title: 'A share of a game',
    text: `Own ${affiliateTerms.ownershipPercent.min}%-${affiliateTerms.ownershipPercent.max}% of one game through ${affiliateTerms.gamePartnerships} game partnership, reviewed every month.`,
  },
  {
    icon: 'megaphone',
    title: 'Your own link',
    text: 'Share your referral link anywhere: whoever signs up through it is credited to you.',
  },
];

/** /explore/affiliate (docs/product.md §2): affiliate recruitment; Sign up goes to /join?type=Affiliate. */
export function ExploreAffiliatePage() {
  return (
    <>
      <PageMeta
        title="Become an affiliate · Crewcast"
        description="Earn 20% commission on every sale you bring to Crewcast, plus a share of one of our games. Free to join, no production team needed."
      />
      <PageHero
        eyebrow="Explore · Affiliate"
        title={
          <>
            Earn <span className={m.accent}>{affiliateTerms.commissionPercent}%</span> for every
            creator you bring
          </>
        }
        lead={
          <>
            Know YouTubers who make game content? Send them to Crewcast with your referral link and
            earn a commission on everything they buy.
          </>
        }
      >
        <div className={m.actions}>
          <ButtonLink to={sitePaths.join({ type: 'Affiliate' })}>
            Become an affiliate
            <Icon name="arrowRight" size={18} />
          </ButtonLink>
          <ButtonLink to={`${sitePaths.pricing}?audience=affiliates`} variant="secondary">
            Affiliate terms
          </ButtonLink>
        </div>
      </PageHero>

      <MarketingSection id="perks" title="What affiliates get">
        <FeatureGrid features={perks} />
      </MarketingSection>

      <MarketingSection id="steps" title="Three steps to your first commission">
        <ol className={m.steps}>
          <li className={m.step}>
            <h3 className={m.cardTitle}>Sign up as an affiliate</h3>
            <p className={m.cardText}>It is free, and you need no team or plan.</p>
          </li>
          <li className={m.step}>
            <h3 className={m.cardTitle}>Share your link</h3>
            <p className={m.cardText}>
              Your link carries your code, so every sign-up through it is yours.
            </p>
          </li>
          <li className={m.step}>
            <h3 className={m.cardTitle}>Earn on every sale</h3>
            <p className={m.cardText}>
              {affiliateTerms.commissionPercent}% of each purchase they make is added to your
              commissions.
            </p>
          </li>
        </ol>
        <div className={m.band}>
          <div>
            <h3 className={m.bandTitle}>Start earning today</h3>
            <p className={m.cardText}>Sign-up takes a minute.</p>
          </div>
          <ButtonLink to={sitePaths.join({ type: 'Affiliate' })}>Become an affiliate</ButtonLink>
        </div>
      </MarketingSection>
    </>
  );
}
