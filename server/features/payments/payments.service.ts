import { randomUUID } from 'node:crypto';
import type {
  AdminCommission,
  AffiliateSummary,
  CheckoutRequest,
  CheckoutResponse,
  CommissionFilter,
  CommissionStatus,
  CommissionsResponse,
  CreditCounts,
  GrantCreditsRequest,
  PricedLine,
  SandboxPayRequest,
  SandboxPayResponse,
  SessionStatus,
  TransactionsResponse,
} from '../../../common/api/payments.js';
import { shopLimits } from '../../../common/limits.js';
import {
  basketTotalCents,
  commissionCents,
  commissionPendingDays,
  describeCredit,
  findService,
  linePriceCents,
  unitPriceCents,
} from '../../../common/pricing.js';
import { AppError } from '../../errors.js';
import type {
  PaymentProvider,
  ProviderSession,
} from '../../integrations/payments/payment-provider.js';
import {
  expiryInFuture,
  sandboxCardOutcome,
  sandboxSessionIdOf,
} from '../../integrations/payments/sandbox-provider.js';
import { requireAccountType } from '../../auth/permissions.js';
import { hashSecret, type Principal } from '../../auth/tokens.js';
import {
  addPurchasedCredits,
  grantCredits,
  revokePurchasedCredits,
  unusedCounts,
  unusedEditRows,
} from './credits.repository.js';
import { commissionsCsv } from './commissions-csv.js';
import type { CommissionRow, PaymentsRepository, SessionRow } from './payments.repository.js';

/** What the payments service needs from the outside world. */
export type PaymentsDeps = {
  repo: PaymentsRepository;
  provider: PaymentProvider;
  /** 'disabled' in production without Stripe: checkouts are refused. */
  mode: 'stripe' | 'sandbox' | 'disabled';
  publicUrl: string;
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
  now?: () => Date;
};

const hour = 3_600_000;
const day = 24 * hour;

/** Where the payment form sends the browser back to; Stripe fills in the placeholder. */
export const reviewPath = '/dashboard/shop/review';

// PostgreSQL may abort one of two transactions that wait on each other; fulfilment is idempotent,
// so running it again is safe.
const retryable = (error: unknown) => {
  const code = (error as { code?: string } | null)?.code;
  return code === '40P01' || code === '40001';
};

function commissionStatus(
  row: Pick<CommissionRow, 'paid_at' | 'reversed_at' | 'payable_at'>,
  now: string,
): CommissionStatus {
  if (row.reversed_at) return 'reversed';
  if (row.paid_at) return 'paid';
  return row.payable_at <= now ? 'payable' : 'pending';
}

/** Checkout, fulfilment, the credits ledger's reads, affiliates and commissions (docs/product.md §7 Payment). */
export function paymentsService(deps: PaymentsDeps) {
  const { repo, provider } = deps;
  const { db } = repo;
  const now = () => (deps.now ? deps.now() : new Date());

  async function ownSession(who: Principal, id: string): Promise<SessionRow> {
    const session = await repo.findSession(db, id);
    // Someone else's session answers exactly like a missing one: ids are not to be probed.
    if (!session || session.user_id !== who.uid) throw new AppError('not_found');
    return session;
  }

  /**
   * Credits a paid session exactly once: the claim, the credits and the commission commit
   * together or not at all. Called by the webhook, the return page and the sandbox form; any
   * number of calls, in any order or at once, credit once. Returns true for the call that did.
   */
  async function fulfil(sessionId: string, paid?: ProviderSession): Promise<boolean> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await fulfilOnce(sessionId, paid);
      } catch (error) {
        if (!retryable(error) || attempt >= 3) throw error;
        deps.log.warn({ sessionId, attempt }, 'fulfilment retried after a database conflict');
      }
    }
  }

  async function fulfilOnce(sessionId: string, paid?: ProviderSession): Promise<boolean> {
    const at = now().toISOString();
    return db.transaction().execute(async (trx) => {
      const session = await repo.claimFulfilment(trx, sessionId, at, paid?.paymentIntent ?? null);
      if (!session) return false;
      if (
        paid &&
        paid.amountTotalCents !== null &&
        paid.amountTotalCents !== session.amount_cents
      ) {
        // Stripe charges what we sent, so a mismatch is a bug or tampering: credit nothing.
        deps.log.error(
          { sessionId, charged: paid.amountTotalCents, priced: session.amount_cents },
          'paid amount differs from the priced amount; not fulfilled',
        );
        throw new AppError('other');
      }
      // The commission first: the balance rows below are shared by every purchase of this buyer,
      // so they are locked last, for as short a time as possible.
      const buyer = await repo.findUser(trx, session.user_id);
      const affiliate = buyer?.via ? await repo.findUserByUsername(trx, buyer.via) : undefined;
      if (buyer && affiliate && affiliate.account_type === 'Affiliate' && affiliate.id !== buyer.id)
        await repo.insertCommission(trx, {
          id: randomUUID(),
          affiliate_id: affiliate.id,
          buyer_id: buyer.id,
          session_id: sessionId,
          basis_cents: session.amount_cents,
          amount_cents: commissionCents(session.amount_cents),
          created_at: at,
          payable_at: new Date(Date.parse(at) + commissionPendingDays * day).toISOString(),
          paid_at: null,
          reversed_at: null,
        });
      const lines = JSON.parse(session.lines) as PricedLine[];
      // Always the same order of balance rows, so two fulfilments never lock them crosswise.
      const ordered = lines
        .map((line, index) => ({ line, index }))
        .sort(
          (a, b) =>
            a.line.name.localeCompare(b.line.name) || (a.line.args[0] ?? 0) - (b.line.args[0] ?? 0),
        );
      for (const { line, index } of ordered)
        await addPurchasedCredits(trx, {
          userId: session.user_id,
          sessionId,
          line: index,
          product: line.name,
          durationMinutes: line.args[0] ?? null,
          quantity: line.quantity,
          at,
        });

      deps.log.info({ sessionId, amountCents: session.amount_cents }, 'purchase fulfilled');
      return true;
    });
  }

  /** Money went back to the buyer: unused credits of the purchase go, its commission reverses. */
  async function refundPurchase(session: SessionRow): Promise<void> {
    const at = now().toISOString();
    await db.transaction().execute(async (trx) => {
      if (!(await repo.claimRefund(trx, session.id, at))) return;
      // Refunded before it was ever fulfilled: claimFulfilment now refuses it, nothing to undo.
      const fresh = await repo.findSession(trx, session.id);
      if (!fresh?.fulfilled_at) return;
      const lines = JSON.parse(fresh.lines) as PricedLine[];
      for (const [index, line] of lines.entries())
        await revokePurchasedCredits(trx, {
          userId: session.user_id,
          sessionId: session.id,
          line: index,
          product: line.name,
          durationMinutes: line.args[0] ?? null,
          quantity: line.quantity,
          at,
        });
      await repo.reverseCommission(trx, session.id, at);
    });
    deps.log.info({ sessionId: session.id }, 'purchase refunded');
  }

  /** Every Affiliate's commissions in one state, as an Admin lists and exports them. */
  async function adminCommissions(filter: CommissionFilter): Promise<AdminCommission[]> {
    const at = now().toISOString();
    return (await repo.listCommissions(filter, at)).map((row) => toAdminCommission(row, at));
  }

  function toAdminCommission(row: CommissionRow, at: string): AdminCommission {
    return {
      id: row.id,
      buyer: row.buyer,
      affiliate: row.affiliate,
      affiliateEmail: row.affiliate_email,
      sessionId: row.session_id,
      basisCents: row.basis_cents,
      amountCents: row.amount_cents,
      status: commissionStatus(row, at),
      createdAt: row.created_at,
      payableAt: row.payable_at,
      paidAt: row.paid_at,
      reversedAt: row.reversed_at,
    };
  }

  return {
    fulfil,

    /**
     * Prices a Partner's basket at their plan (never at any figure the browser sent) and opens a
     * checkout with the provider. Answers the client secret the embedded form mounts with.
     */
    async createCheckout(who: Principal, input: CheckoutRequest): Promise<CheckoutResponse> {
      requireAccountType(who, 'Partner');
      const user = await repo.findUser(db, who.uid);
      if (!user || user.account_type !== 'Partner') throw new AppError('forbidden');
      const plan = user.plan ?? 'Standard';
      const lines: PricedLine[] = input.basket.map((item) => {
        const service = findService(plan, item.name);
        // The schema already refused unknown names; this guards a catalogue change in between.
        if (!service) throw new AppError('invalid_input', {}, { basket: 'Unknown item.' });
        return {
          name: service.name,
          args: [...item.args],
          quantity: item.quantity,
          unitCents: unitPriceCents(service, item.args),
          lineCents: linePriceCents(service, item.args, item.quantity),
        };
      });
      const amountCents = basketTotalCents(plan, lines);
      const created = now();
      const expiresAt = new Date(created.getTime() + shopLimits.checkoutSessionHours * hour);
      let checkout;
      try {
        checkout = await provider.createCheckout({
          userId: user.id,
          email: user.email,
          lines: lines.map((line) => ({
            label: describeCredit(line.name, line.args[0] ?? null),
            unitCents: line.unitCents,
            quantity: line.quantity,
          })),
          returnUrl: `${deps.publicUrl}${reviewPath}?session_id={CHECKOUT_SESSION_ID}`,
          expiresAt,
        });
      } catch (error) {
        deps.log.error({ err: (error as Error).cause ?? error }, 'checkout could not be opened');
        throw error;
      }
      await repo.insertSession({
        id: checkout.id,
        provider: provider.kind,
        user_id: user.id,
        status: 'open',
        plan,
        currency: 'usd',
        amount_cents: amountCents,
        lines: JSON.stringify(lines),
        client_secret_hash: provider.kind === 'sandbox' ? hashSecret(checkout.clientSecret) : null,
        payment_intent: null,
        created_at: created.toISOString(),
        expires_at: checkout.expiresAt,
        completed_at: null,
        fulfilled_at: null,
        refunded_at: null,
      });
      return {
        clientSecret: checkout.clientSecret,
        sessionId: checkout.id,
        provider: provider.kind,
        ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
        currency: 'usd',
        amountCents,
        lines,
        expiresAt: checkout.expiresAt,
      };
    },

    /**
     * The state of the caller's own checkout. With Stripe an open session is checked with Stripe
     * and fulfilled here when paid, so credits arrive even if the webhook is late or lost.
     */
    async sessionStatus(who: Principal, sessionId: string): Promise<SessionStatus> {
      const session = await ownSession(who, sessionId);
      if (session.status !== 'open' || session.fulfilled_at) return session.status;
      if (session.provider === 'stripe' && provider.kind === 'stripe') {
        const remote = await provider.retrieveSession(session.id);
        if (remote?.paid) {
          await fulfil(session.id, remote);
          return 'complete';
        }
        if (remote?.status === 'complete')
          await repo.markCompleted(session.id, now().toISOString());
        if (remote?.status === 'expired') await repo.markExpired(session.id);
        return remote?.status ?? 'open';
      }
      if (session.expires_at <= now().toISOString()) {
        await repo.markExpired(session.id);
        return 'expired';
      }
      return 'open';
    },

    /**
     * The sandbox's card form: 4242… pays and credits at once, 4000…0002 is declined with nothing
     * recorded. Exists only while the sandbox is the provider.
     */
    async sandboxPay(who: Principal, input: SandboxPayRequest): Promise<SandboxPayResponse> {
      if (deps.mode !== 'sandbox') throw new AppError('not_found');
      requireAccountType(who, 'Partner');
      const sessionId = sandboxSessionIdOf(input.clientSecret);
      if (!sessionId) throw new AppError('not_found');
      const session = await ownSession(who, sessionId);
      if (
        session.provider !== 'sandbox' ||
        session.client_secret_hash !== hashSecret(input.clientSecret)
      )
        throw new AppError('not_found');
      const done = {
        status: 'complete' as const,
        sessionId,
        returnUrl: `${reviewPath}?session_id=${encodeURIComponent(sessionId)}`,
      };
      // A second press of Pay after the first went through: same answer, nothing charged twice.
      if (session.fulfilled_at) return done;
      if (session.status === 'expired' || session.expires_at <= now().toISOString()) {
        await repo.markExpired(session.id);
        throw new AppError('checkout_expired');
      }
      if (!expiryInFuture(input.expiry, now()))
        throw new AppError('invalid_input', {}, { expiry: 'Your card has expired.' });
      const outcome = sandboxCardOutcome(input.cardNumber);
      if (outcome === 'invalid_number')
        throw new AppError('invalid_input', {}, { cardNumber: 'Your card number is invalid.' });
      if (outcome === 'unknown_card')
        throw new AppError(
          'invalid_input',
          {},
          { cardNumber: 'This test form takes only the test cards shown above.' },
        );
      if (outcome === 'declined') {
        deps.log.info({ sessionId }, 'sandbox card declined');
        throw new AppError('card_declined');
      }
      await fulfil(sessionId);
      return done;
    },

    /**
     * A verified webhook delivery (Stripe): paid sessions are fulfilled, expired ones closed,
     * refunds reversed. Sessions we never opened are acknowledged and ignored.
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
      const event = provider.verifyWebhook(rawBody, signature);
      switch (event.type) {
        case 'session_paid': {
          const session = await repo.findSession(db, event.session.id);
          if (!session) {
            deps.log.warn(
              { eventId: event.eventId, sessionId: event.session.id },
              'webhook for an unknown session',
            );
            return;
          }
          await fulfil(session.id, event.session);
          return;
        }
        case 'session_expired':
          await repo.markExpired(event.sessionId);
          return;
        case 'payment_refunded': {
          if (!event.fully) return;
          const session = await repo.findSessionByIntent(event.paymentIntent);
          if (session) await refundPurchase(session);
          return;
        }
        case 'ignored':
          return;
      }
    },

    /** Unused credits of the caller: counts, or one row per unused edit credit (docs/product.md §3). */
    async transactions(who: Principal, rows: boolean): Promise<TransactionsResponse> {
      const counts = await unusedCounts(db, who.uid);
      if (!rows) return counts;
      return { edits: await unusedEditRows(db, who.uid), thumbnails: counts.thumbnails };
    },

    /** An Admin gives a Partner credits without payment; the ledger records it as a grant. */
    async grantCredits(who: Principal, input: GrantCreditsRequest): Promise<CreditCounts> {
      requireAccountType(who, 'Admin');
      const user = await repo.findUser(db, input.uid);
      if (!user || user.account_type !== 'Partner') throw new AppError('not_found');
      await db.transaction().execute((trx) =>
        grantCredits(trx, {
          userId: user.id,
          product: input.product,
          durationMinutes: input.product === 'Video Thumbnail' ? null : (input.duration ?? null),
          quantity: input.quantity,
          note: `${input.note} (by ${who.uid})`,
          at: now().toISOString(),
        }),
      );
      return unusedCounts(db, user.id);
    },

    /** The Affiliate home: link, referred sign-ups, commissions pending, payable and paid. */
    async affiliateSummary(who: Principal): Promise<AffiliateSummary> {
      requireAccountType(who, 'Affiliate');
      const user = await repo.findUser(db, who.uid);
      if (!user) throw new AppError('unauthorized');
      const at = now().toISOString();
      const [signups, rows] = await Promise.all([
        repo.referredSignups(user.username),
        repo.affiliateCommissions(user.id),
      ]);
      const commissions = rows.map((row) => ({
        id: row.id,
        buyer: row.buyer,
        basisCents: row.basis_cents,
        amountCents: row.amount_cents,
        status: commissionStatus(row, at),
        createdAt: row.created_at,
        payableAt: row.payable_at,
      }));
      const total = (status: CommissionStatus) => {
        const matching = commissions.filter((c) => c.status === status);
        return { count: matching.length, cents: matching.reduce((s, c) => s + c.amountCents, 0) };
      };
      return {
        link: `${deps.publicUrl}/?via=${encodeURIComponent(user.username)}`,
        signups: signups.map((s) => ({ username: s.username, joinedAt: s.created_at })),
        pending: total('pending'),
        payable: total('payable'),
        paid: total('paid'),
        commissions,
      };
    },

    /** Every Affiliate's commissions in one state, for an Admin. */
    async listCommissions(who: Principal, filter: CommissionFilter): Promise<CommissionsResponse> {
      requireAccountType(who, 'Admin');
      const commissions = await adminCommissions(filter);
      return {
        commissions,
        total: {
          count: commissions.length,
          cents: commissions.reduce((sum, c) => sum + c.amountCents, 0),
        },
      };
    },

    /** The same list as CSV, for an Admin's payout run. */
    async exportCommissions(who: Principal, filter: CommissionFilter): Promise<string> {
      requireAccountType(who, 'Admin');
      return commissionsCsv(await adminCommissions(filter));
    },

    /** An Admin records payable commissions as paid out. */
    async markCommissionsPaid(who: Principal, ids: string[]): Promise<number> {
      requireAccountType(who, 'Admin');
      return repo.markPaid([...new Set(ids)], now().toISOString());
    },
  };
}

/** The payments service's shape, for routes and tests. */
export type PaymentsService = ReturnType<typeof paymentsService>;
