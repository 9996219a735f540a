import { formatCents } from '../../../common/pricing';
import { Button } from '../../components/Button';
import styles from './payments.module.css';

/**
 * The shop's Checkout bar on a phone, where the cart is below every card: the item count and
 * total, a link down to the cart, and Checkout, kept at the bottom of the screen. Hidden where
 * the cart has its own column.
 */
export function CheckoutBar({
  items,
  totalCents,
  loading,
  onCheckout,
}: {
  items: number;
  totalCents: number;
  loading: boolean;
  onCheckout: () => void;
}) {
  return (
    <div className={styles.checkoutBar} data-testid="checkout-bar">
      <a href="#cart" className={styles.checkoutBarSummary}>
        <span>
          {items} {items === 1 ? 'item' : 'items'} · <strong>{formatCents(totalCents)}</strong>
        </span>
        <span className={styles.checkoutBarHint}>View cart</span>
      </a>
      <Button onClick={onCheckout} loading={loading}>
        Checkout
      </Button>
    </div>
  );
}
