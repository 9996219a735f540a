import { useId, useState } from 'react';
import {
  formatCents,
  unitPriceCents,
  type CatalogService,
  type PricePlan,
  type Product,
} from '../../../common/pricing';
import { Button } from '../../components/Button';
import { Stepper } from '../../components/Stepper';
import { ItemArt } from './ItemArt';
import page from '../../styles/page.module.css';
import styles from './payments.module.css';

function rateLine(service: CatalogService): string {
  if (service.unit === 'unit') return `${formatCents(service.cost)} each`;
  if (service.additive)
    return `${formatCents(service.min)} for the first minute, then ${formatCents(service.cost)} a minute`;
  return `${formatCents(service.cost)} a minute`;
}

/** A catalogue item: artwork, rate, option steppers, the price of the chosen options, Add to Cart. */
export function ItemCard({
  service,
  plan,
  inBasket,
  onAdd,
}: {
  service: CatalogService;
  plan: PricePlan;
  inBasket: (name: Product, args: number[]) => boolean;
  onAdd: (name: Product, args: number[]) => void;
}) {
  const titleId = useId();
  const [args, setArgs] = useState<number[]>(() => service.options.map((o) => o.default));
  const added = inBasket(service.name, args);
  return (
    <article className={`${page.surface} ${styles.card}`} aria-labelledby={titleId}>
      <ItemArt image={service.image} />
      <div className={styles.cardBody}>
        <h2 id={titleId} className={styles.cardTitle}>
          {service.name}
        </h2>
        <p className={styles.muted}>{service.description}</p>
        <p className={styles.rate}>{rateLine(service)}</p>
        {plan === 'Premium' && service.name === 'Shorts Edit' && (
          <p className={styles.priceRule} data-testid="premium-shorts-rule">
            Premium Shorts cost Standard’s Shorts price × 2.375, the same step as Premium edits
            ($1.90 instead of $0.80 a minute): $4.00 becomes $9.50 for the first minute and $0.50
            becomes $1.1875, charged as $1.19, for each minute after.
          </p>
        )}
        {service.options.map((option, i) => (
          <Stepper
            key={option.name}
            label={option.name}
            values={option.allowed}
            value={args[i] ?? option.default}
            unit={option.unit}
            buttonsName={`${service.name} ${option.name.toLowerCase()}`}
            onChange={(value) => setArgs((current) => current.map((v, j) => (j === i ? value : v)))}
          />
        ))}
      </div>
      <div className={styles.cardFoot}>
        <p className={styles.price} data-testid="item-price">
          <span className="visually-hidden">Price: </span>
          {formatCents(unitPriceCents(service, args))}
        </p>
        <Button
          variant={added ? 'secondary' : 'primary'}
          onClick={() => onAdd(service.name, args)}
          aria-describedby={added ? `${titleId}-added` : undefined}
        >
          Add to Cart
        </Button>
        {added && (
          <span id={`${titleId}-added`} className={styles.added}>
            In your cart
          </span>
        )}
      </div>
    </article>
  );
}
