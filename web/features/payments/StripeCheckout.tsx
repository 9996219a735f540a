import { useEffect, useRef, useState } from 'react';
import type { CheckoutResponse } from '../../../common/api/payments';
import { Alert } from '../../components/Alert';
import { WaitingScreen, waitingTexts } from '../../components/WaitingScreen';
import styles from './payments.module.css';

/** The part of Stripe.js this page uses; newer builds name the call createEmbeddedCheckoutPage. */
type EmbeddedCheckout = { mount(element: HTMLElement): void; destroy(): void };
type StripeJs = {
  createEmbeddedCheckoutPage?: (options: {
    fetchClientSecret: () => Promise<string>;
  }) => Promise<EmbeddedCheckout>;
  initEmbeddedCheckout?: (options: {
    fetchClientSecret: () => Promise<string>;
  }) => Promise<EmbeddedCheckout>;
};
type StripeFactory = (publishableKey: string) => StripeJs;

const stripeScript = 'https://js.stripe.com/v3/';
let loading: Promise<StripeFactory> | undefined;

/** Loads Stripe.js once; it must come from Stripe's own host (their terms and PCI scope). */
function loadStripe(): Promise<StripeFactory> {
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const existing = (window as { Stripe?: StripeFactory }).Stripe;
    if (existing) return resolve(existing);
    const script = document.createElement('script');
    script.src = stripeScript;
    script.async = true;
    script.onload = () => {
      const factory = (window as { Stripe?: StripeFactory }).Stripe;
      if (factory) resolve(factory);
      else reject(new Error('Stripe.js did not load'));
    };
    script.onerror = () => {
      loading = undefined;
      reject(new Error('Stripe.js could not be reached'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Stripe's embedded Checkout, mounted once the client secret has arrived (docs/product.md §4 Store). */
export function StripeCheckout({ checkout }: { checkout: CheckoutResponse }) {
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let instance: EmbeddedCheckout | undefined;
    let cancelled = false;
    (async () => {
      if (!checkout.publishableKey) throw new Error('No publishable key');
      const stripe = (await loadStripe())(checkout.publishableKey);
      const create = stripe.createEmbeddedCheckoutPage ?? stripe.initEmbeddedCheckout;
      if (!create) throw new Error('This Stripe.js has no embedded Checkout');
      const made = await create.call(stripe, {
        fetchClientSecret: async () => checkout.clientSecret,
      });
      if (cancelled) return made.destroy();
      instance = made;
      if (holder.current) made.mount(holder.current);
      setState('ready');
    })().catch((error: unknown) => {
      console.error('Stripe Checkout failed to load', error);
      if (!cancelled) setState('failed');
    });
    return () => {
      cancelled = true;
      instance?.destroy();
    };
  }, [checkout.clientSecret, checkout.publishableKey]);

  return (
    <div className={styles.stripe}>
      {state === 'loading' && <WaitingScreen label={waitingTexts.loading} />}
      {state === 'failed' && (
        <Alert tone="error">
          The payment form could not be loaded. Check your connection and try again.
        </Alert>
      )}
      <div ref={holder} />
    </div>
  );
}
