import { sitePaths } from '../../../common/paths';
import type { OfferPrice, PlanCard as Plan } from '../../../common/plans';
import { formatCents } from '../../../common/pricing';
import { ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import styles from './PricingPage.module.css';

function Price({ price, unit }: { price: OfferPrice; unit: string }) {
  return (
    <span className={styles.price}>
      {price.struckCents !== undefined && (
        <s className={styles.struck}>
          <span className="visually-hidden">was </span>
          {formatCents(price.struckCents)}
        </s>
      )}
      {price.struckCents !== undefined && <span className="visually-hidden">, now </span>}
      <strong className={styles.amount}>{formatCents(price.cents)}</strong>
      <span className={styles.per}> {unit}</span>
    </span>
  );
}

/** One plan of the pricing page with every docs/product.md §9 figure, and its Select button. */
export function PlanCard({ plan }: { plan: Plan }) {
  const titleId = `plan-${plan.package}`;
  return (
    <article
      className={`${styles.plan} ${plan.highlighted ? styles.highlighted : ''}`}
      aria-labelledby={titleId}
    >
      <div className={styles.planHead}>
        <h3 id={titleId} className={styles.planName}>
          {plan.name}
        </h3>
        <span className={plan.highlighted ? styles.badgeStrong : styles.badge}>{plan.badge}</span>
      </div>
      <dl className={styles.prices}>
        <div>
          <dt>Video edit</dt>
          <dd>
            <Price price={plan.editPerMinute} unit="per minute" />
          </dd>
        </div>
        <div>
          <dt>Thumbnail</dt>
          <dd>
            <Price price={plan.thumbnail} unit="each" />
          </dd>
        </div>
      </dl>
      <ul className={styles.perks}>
        <li>
          <Icon name="check" size={18} />
          Ownership of {plan.ownershipPercent.min}%-{plan.ownershipPercent.max}% in a game
        </li>
        <li>
          <Icon name="check" size={18} />
          {plan.gamePartnerships} game{' '}
          {plan.gamePartnerships === 1 ? 'partnership' : 'partnerships'}
        </li>
        <li>
          <Icon name="check" size={18} />
          {plan.teamMembers} team members
        </li>
        {plan.unlimitedRevisions && (
          <li>
            <Icon name="check" size={18} />
            Unlimited edit revisions: one per delivery, until you accept it
          </li>
        )}
        <li>
          <Icon name="check" size={18} />
          Free advertising in our games
        </li>
      </ul>
      <ButtonLink
        to={sitePaths.join({ package: plan.package })}
        variant={plan.highlighted ? 'primary' : 'secondary'}
        block
        aria-label={`Select ${plan.name}`}
      >
        Select
      </ButtonLink>
    </article>
  );
}
