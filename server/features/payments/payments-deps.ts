import type { PaymentProvider } from '../../integrations/payments/payment-provider.js';
import type { RateLimiter } from '../../integrations/rate-limit/rate-limiter.js';
import type { SystemMessenger } from '../chat/chat.public.js';
import type { PaymentsRepository } from './payments.repository.js';
import type { ReceiptSettings } from './receipt-settings.js';
import type { Clock } from '../../clock.js';

/** What the payments use cases need from the outside world. */
export type PaymentsDeps = {
  repo: PaymentsRepository;
  provider: PaymentProvider;
  /** 'disabled' in production without Stripe: checkouts are refused. */
  mode: 'stripe' | 'sandbox' | 'disabled';
  publicUrl: string;
  /** Counts referral visits per address. */
  limiter: RateLimiter;
  /** Tells Affiliates of their commissions in the System chat; nobody is told without it. */
  notices?: SystemMessenger;
  /** What receipts print about the seller and the tax (server/config.ts). */
  receipts: ReceiptSettings;
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
  now: Clock;
};
