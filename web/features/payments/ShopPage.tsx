import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CheckoutResponse } from '../../../common/api/payments';
import { sitePaths } from '../../../common/paths';
import {
  basketLineId,
  basketTotalCents,
  catalogFor,
  describeCredit,
  type Product,
} from '../../../common/pricing';
import { useSession } from '../../app/session';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { useToast, type ToastApi } from '../../components/Toast';
import { ApiError, describeFailure } from '../../lib/api-client';
import page from '../../styles/page.module.css';
import pill from '../../styles/pill.module.css';
import { createCheckoutSession } from './api';
import { useBasket } from './basket';
import { BasketPanel } from './BasketPanel';
import { CheckoutBar } from './CheckoutBar';
import { ItemCard } from './ItemCard';
import { SandboxCheckout } from './SandboxCheckout';
import styles from './payments.module.css';
import { StripeCheckout } from './StripeCheckout';

/**
 * Says what Add to Cart did in the cart's one toast, updated by each click, so a row of quick
 * adds never stacks notices over the cart and its Checkout.
 */
function showCartToast(toast: ToastApi, item: string, already: boolean) {
  if (already)
    toast.show(`${item} is already in your cart: change its quantity there.`, { slot: 'cart' });
  else toast.show(`Added ${item} to your cart.`, { tone: 'success', slot: 'cart' });
}

/**
 * /dashboard/shop (docs/product.md §2, §4): item cards with option steppers and Add to Cart, the cart with
 * quantity steppers and a total, then Checkout, which mounts the embedded payment form once the
 * server has answered its client secret. Prices are the signed-in Partner's plan's.
 */
export function ShopPage() {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const { basket, add, setQuantity } = useBasket(session.uid);
  const [checkout, setCheckout] = useState<CheckoutResponse | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const open = useMutation({
    mutationFn: createCheckoutSession,
    onSuccess: (answer) => {
      setCheckout(answer);
      requestAnimationFrame(() => heading.current?.focus());
    },
    onError: (error) => {
      // docs/product.md §7: a refused session or account goes to the verification page; the rest is logged.
      if (
        error instanceof ApiError &&
        (error.code === 'invalid_grant' || error.status === 401 || error.status === 403)
      ) {
        void navigate(sitePaths.joinVerify());
        return;
      }
      console.error('Checkout could not be opened', error);
    },
  });

  if (session.accountType !== 'Partner')
    return (
      <div className={page.page}>
        <title>Shop · Crewcast</title>
        <h1 className={`${page.title} ${styles.title}`}>Shop</h1>
        <Alert tone="info">
          The shop is for Partners: it sells edits and thumbnails for their channels.
        </Alert>
      </div>
    );

  const plan = session.plan ?? 'Standard';
  const items = basket.reduce((sum, line) => sum + line.quantity, 0);
  const addItem = (name: Product, args: number[]) => {
    const already = inBasket(name, args);
    if (!already) add({ name, args });
    showCartToast(toast, describeCredit(name, args[0] ?? null), already);
  };
  const checkoutBasket = () => {
    if (open.isPending || basket.length === 0) return;
    open.mutate({ basket: basket.map(({ name, args, quantity }) => ({ name, args, quantity })) });
  };
  const inBasket = (name: Product, args: number[]) =>
    basket.some((line) => line.id === basketLineId(name, args));

  if (checkout)
    return (
      <div className={page.page}>
        <title>Checkout · Crewcast</title>
        <div className={styles.checkoutHead}>
          <h1 className={`${page.title} ${styles.title}`} ref={heading} tabIndex={-1}>
            Checkout
          </h1>
          <Button variant="secondary" onClick={() => setCheckout(null)}>
            Back to cart
          </Button>
        </div>
        <div className={styles.checkoutBody}>
          {checkout.provider === 'sandbox' ? (
            <SandboxCheckout checkout={checkout} />
          ) : (
            <StripeCheckout checkout={checkout} />
          )}
        </div>
      </div>
    );

  return (
    <div className={page.page}>
      <title>Shop · Crewcast</title>
      <header className={styles.head}>
        <h1 className={`${page.title} ${styles.title}`}>Shop</h1>
        <p className={styles.muted}>
          Buy edits and thumbnails as credits, then spend them on orders.{' '}
          <span className={`${pill.pill} ${styles.planBadge}`}>{plan} plan prices</span>
        </p>
      </header>
      <div className={styles.layout}>
        <div className={styles.cards}>
          {catalogFor(plan).map((service) => (
            <ItemCard
              key={service.name}
              service={service}
              plan={plan}
              inBasket={inBasket}
              onAdd={addItem}
            />
          ))}
        </div>
        {basket.length > 0 && (
          <CheckoutBar
            items={items}
            totalCents={basketTotalCents(plan, basket)}
            loading={open.isPending}
            onCheckout={checkoutBasket}
          />
        )}
        <BasketPanel
          plan={plan}
          basket={basket}
          onQuantity={setQuantity}
          checkingOut={open.isPending}
          failure={open.isError ? describeFailure(open.error) : undefined}
          onCheckout={checkoutBasket}
        />
      </div>
    </div>
  );
}
