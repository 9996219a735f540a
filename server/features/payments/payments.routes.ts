import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  paymentRoutes,
  type CommissionsQuery,
  type PaymentsQuery,
} from '../../../common/api/payments.js';
import { AppError } from '../../errors.js';
import type { Services } from '../../services.js';

/** The payment routes of docs/product.md §7 and the Billing page's: parse, call the service, reply. */
export async function register(app: FastifyInstance, services: Services): Promise<void> {
  const { payments: service, paymentMode, log, now } = services;
  if (paymentMode === 'disabled')
    log.warn('checkout is closed: set STRIPE_SECRET_KEY (or ALLOW_SANDBOX_PAYMENTS=true)');

  app.contract(paymentRoutes.createCheckoutSession, ({ principal, body }) =>
    service.createCheckout(principal, body),
  );

  app.contract(paymentRoutes.sessionStatus, async ({ principal, query }) => ({
    status: await service.sessionStatus(principal, query.session_id),
  }));

  app.contract(paymentRoutes.sandboxPay, ({ principal, body }) =>
    service.sandboxPay(principal, body),
  );

  app.contract(paymentRoutes.transactions, ({ principal, query }) =>
    service.unusedCredits(principal, query.returns === 'rows'),
  );

  app.contract(paymentRoutes.grantCredits, ({ principal, body }) =>
    service.grantCredits(principal, body),
  );

  app.contract(paymentRoutes.affiliate, ({ principal, query }) =>
    service.affiliateSummary(principal, query),
  );

  app.contract(paymentRoutes.referralVisit, async ({ body, request }) => {
    await service.countReferralVisit(body, request.ip);
    return { ok: true as const };
  });

  app.contract(paymentRoutes.commissions, ({ principal, query }) =>
    service.listCommissions(principal, query),
  );

  app.contract(paymentRoutes.markCommissionsPaid, async ({ principal, body }) => ({
    updated: await service.markCommissionsPaid(principal, body.ids),
  }));

  app.contract(paymentRoutes.payments, ({ principal, query }) =>
    service.listPayments(principal, query.uid),
  );

  app.contract(paymentRoutes.receipt, ({ principal, params }) =>
    service.paymentReceipt(principal, params.id),
  );

  // CSV is not JSON, so the exports are mounted by hand with their contract's query schema.
  const day = () => now().toISOString().slice(0, 10);
  const sendCsv = (reply: FastifyReply, csv: string, name: string) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}-${day()}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    paymentRoutes.commissionsExport.path,
    { schema: { querystring: paymentRoutes.commissionsExport.query } },
    async (request, reply) => {
      const principal = await app.principalOf(request);
      if (!principal) throw new AppError('unauthorized');
      const { status } = request.query as CommissionsQuery;
      return sendCsv(
        reply,
        await service.exportCommissions(principal, status),
        `commissions-${status}`,
      );
    },
  );

  typed.get(
    paymentRoutes.paymentsExport.path,
    { schema: { querystring: paymentRoutes.paymentsExport.query } },
    async (request, reply) => {
      const principal = await app.principalOf(request);
      if (!principal) throw new AppError('unauthorized');
      const { uid } = request.query as PaymentsQuery;
      return sendCsv(reply, await service.exportPayments(principal, uid), 'payments');
    },
  );

  // Stripe signs the exact bytes it sent, so this route alone reads its body raw. The scoped
  // plugin keeps that parser away from every other route, which still parse JSON.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post(paymentRoutes.webhook.path, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      await service.handleWebhook(raw, typeof signature === 'string' ? signature : undefined);
      return { received: true };
    });
  });
}
