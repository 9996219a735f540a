import { shopLimits } from '../../../common/limits';
import {
  basketTotalCents,
  describeCredit,
  findService,
  formatCents,
  linePriceCents,
  type PricePlan,
} from '../../../common/pricing';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Stepper } from '../../components/Stepper';
import type { BasketEntry } from './basket';
import { creditNoun } from './credit-names';
import page from '../../styles/page.module.css';
import styles from './payments.module.css';

/** The basket: one row per line with a quantity stepper (0 removes it), the total and Checkout. */
export function BasketPanel({
  plan,
  basket,
  onQuantity,
  onCheckout,
  checkingOut,
  failure,
}: {
  plan: PricePlan | null;
  basket: readonly BasketEntry[];
  onQuantity: (id: string, quantity: number) => void;
  onCheckout: () => void;
  checkingOut: boolean;
  failure?: { message: string; link?: { text: string; href: string } } | undefined;
}) {
  // The rule the server charges by; parseBasket keeps only services the shop sells.
  const total = basketTotalCents(plan, basket);
  return (
    <section id="cart" className={`${page.surface} ${styles.basket}`} aria-labelledby="cart-title">
      <h2 id="cart-title" className={styles.basketTitle}>
        Cart
      </h2>
      {basket.length === 0 ? (
        <p className={styles.muted}>Your cart is empty. Add an edit or a thumbnail to begin.</p>
      ) : (
        <ul className={styles.lines}>
          {basket.map((line) => {
            const service = findService(plan, line.name);
            const label = describeCredit(line.name, line.args[0] ?? null);
            return (
              <li key={line.id} className={styles.line}>
                <div className={styles.lineHead}>
                  <span className={styles.lineName}>{label}</span>
                  <span className={styles.linePrice} data-testid="line-price">
                    {service ? formatCents(linePriceCents(service, line.args, line.quantity)) : ''}
                  </span>
                </div>
                <div className={styles.lineControls}>
                  <Stepper
                    label={`Quantity of ${label}`}
                    // The line's name is just above: sighted readers need no second caption.
                    hideLabel
                    buttonsName={creditNoun(line.name, line.args[0] ?? null)}
                    value={line.quantity}
                    min={shopLimits.quantityMin}
                    max={shopLimits.quantityMax}
                    onChange={(value) => {
                      if (value !== null && Number.isFinite(value)) onQuantity(line.id, value);
                    }}
                  />
                  <Button variant="ghost" size="small" onClick={() => onQuantity(line.id, 0)}>
                    Remove<span className="visually-hidden"> {label}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <p className={styles.total}>
        <span>Total</span>
        <strong data-testid="cart-total">{formatCents(total)}</strong>
      </p>
      {failure && (
        <Alert tone="error" link={failure.link} focusOnMount key={failure.message}>
          {failure.message}
        </Alert>
      )}
      <Button block onClick={onCheckout} loading={checkingOut} disabled={basket.length === 0}>
        Checkout
      </Button>
      <p className={page.muted}>Prices in US dollars. Credits never expire.</p>
    </section>
  );
}
