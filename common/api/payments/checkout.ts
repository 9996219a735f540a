import { z } from 'zod/mini';
import { requiredMessage } from '../../errors.js';
import { shopLimits as L } from '../../limits.js';
import { basketLineId, findService, invalidArgs, productNames } from '../../pricing.js';
import { missingField, noControlCharacters, nonEmpty, required } from '../fields.js';
import { quantity } from './quantity.js';

// The shop's text fields answer every failure without words of its own (left out, not text, too
// long) with "This field is required.", as a missing field.
const shopText = () => required(z.string(), { anyType: true }).check(noControlCharacters());
const atMost = (max: number) =>
  z.refine<string>((v) => [...v].length <= max, { message: requiredMessage, params: missingField });

/** The products of the catalogue (common/pricing.ts). */
export const ProductName = z.enum(productNames);
export type ProductName = z.infer<typeof ProductName>;

/** The products that are edits; an edit credit always has a duration in minutes. */
export const EditProduct = z.enum(['Shorts Edit', 'Video Edit']);
export type EditProduct = z.infer<typeof EditProduct>;

/**
 * A line of the basket sent to checkout (docs/product.md §3 Basket item): the service's name, its option
 * values in catalogue order (`[10]` for a 10-minute Video Edit, `[]` for a thumbnail) and how many.
 * Any price or total the browser adds is dropped: the server prices the line itself.
 */
export const BasketItem = z
  .object({
    name: shopText().check(atMost(40)),
    args: z.array(z.number('Expected a number.')).check(z.maxLength(4)),
    quantity,
  })
  .check(
    z.superRefine((item, ctx) => {
      // Both plans offer the same services and options; only the prices differ.
      const service = findService('Standard', item.name);
      if (!service) {
        ctx.addIssue({ code: 'custom', path: ['name'], message: 'This item is not in the shop.' });
        return;
      }
      const problem = invalidArgs(service, item.args);
      if (problem) ctx.addIssue({ code: 'custom', path: ['args'], message: problem });
    }),
  );
export type BasketItem = z.infer<typeof BasketItem>;

/** Body of POST /api/payment/create-checkout-session: the basket, one line per product and options. */
export const CheckoutRequest = z.object({
  basket: z
    .array(BasketItem)
    .check(z.minLength(1, 'The basket is empty.'))
    .check(z.maxLength(L.basketLinesMax, `At most ${L.basketLinesMax} lines.`))
    .check(
      z.superRefine((lines, ctx) => {
        const seen = new Set<string>();
        lines.forEach((line, i) => {
          const key = basketLineId(line.name, line.args);
          if (seen.has(key))
            ctx.addIssue({
              code: 'custom',
              path: [i],
              message: 'This item is twice in the basket.',
            });
          seen.add(key);
        });
      }),
    ),
});
export type CheckoutRequest = z.infer<typeof CheckoutRequest>;

/** A basket line as the server priced it, at the signed-in Partner's plan. */
export const PricedLine = z.object({
  name: ProductName,
  args: z.array(z.number()),
  quantity: z.number(),
  unitCents: z.number(),
  lineCents: z.number(),
});
export type PricedLine = z.infer<typeof PricedLine>;

/** Which payment provider serves a checkout: Stripe, or the built-in test form. */
export const PaymentProviderKind = z.enum(['stripe', 'sandbox']);
export type PaymentProviderKind = z.infer<typeof PaymentProviderKind>;

/**
 * Answer of create-checkout-session: the client secret the embedded form mounts with (docs/product.md §7),
 * plus what the page needs to show it: the provider, Stripe's publishable key, the server's
 * prices.
 */
export const CheckoutResponse = z.object({
  clientSecret: z.string(),
  sessionId: z.string(),
  provider: PaymentProviderKind,
  publishableKey: z.optional(z.string()),
  currency: z.literal('usd'),
  amountCents: z.number(),
  lines: z.array(PricedLine),
  expiresAt: z.string(),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

/** A checkout session's id, as the return page and the Billing page name a payment. */
export const PaymentSessionId = shopText()
  .check(nonEmpty())
  .check(atMost(200))
  .check(z.regex(/^[A-Za-z0-9_]+$/, 'Invalid session id.'));

/** Query of GET /api/payment/session-status. */
export const SessionStatusQuery = z.object({ session_id: PaymentSessionId });
export type SessionStatusQuery = z.infer<typeof SessionStatusQuery>;

/** A checkout's state (docs/product.md §3 Payment session: open or complete; expired after 24 h). */
export const SessionStatus = z.enum(['open', 'complete', 'expired']);
export type SessionStatus = z.infer<typeof SessionStatus>;

/** Answer of GET /api/payment/session-status. */
export const SessionStatusResponse = z.object({ status: SessionStatus });
export type SessionStatusResponse = z.infer<typeof SessionStatusResponse>;

/** The cards the sandbox form knows (docs/product.md §2 Store): one that pays, one that is declined. */
export const sandboxCards = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

/** What the sandbox card form posts: the session's client secret and the test card. */
export const SandboxPayRequest = z.object({
  clientSecret: shopText()
    .check(nonEmpty())
    .check(atMost(300))
    .check(z.regex(/^[A-Za-z0-9_]+$/, 'Invalid client secret.')),
  cardNumber: shopText()
    .check(z.trim())
    .check(nonEmpty())
    .check(z.maxLength(30, 'Your card number is invalid.'))
    .check(z.regex(/^[0-9 ]+$/, 'Your card number is invalid.')),
  expiry: shopText()
    .check(z.trim())
    .check(nonEmpty())
    .check(z.regex(/^(0[1-9]|1[0-2]) ?\/ ?[0-9]{2}$/, 'Use MM / YY.')),
  cvc: shopText()
    .check(z.trim())
    .check(nonEmpty())
    .check(z.regex(/^[0-9]{3,4}$/, 'Enter the 3 or 4 digits on the back.')),
  name: shopText().check(z.trim()).check(nonEmpty()).check(atMost(100)),
});
export type SandboxPayRequest = z.infer<typeof SandboxPayRequest>;

/** Answer of a sandbox payment that went through: where the browser goes next. */
export const SandboxPayResponse = z.object({
  status: z.literal('complete'),
  sessionId: z.string(),
  returnUrl: z.string(),
});
export type SandboxPayResponse = z.infer<typeof SandboxPayResponse>;
