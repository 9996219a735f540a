import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paymentRoutes, type CommissionsQuery } from '../../../common/api/payments.js';
import { AppError } from '../../errors.js';
import type { Services } from '../../services.js';

/** The payment routes of docs/product.md §7: parse, call the service, reply. */
export async function register(app: FastifyInstance, services: Services): Promise<void> {
  const { payments: service, paymentMode, log } = services;
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

  app.contract(paymentRoutes.affiliate, ({ principal }) => service.affiliateSummary(principal));

  app.contract(paymentRoutes.referralVisit, async ({ body, request }) => {
    await service.countReferralVisit(body, request.ip);
    return { ok: true as const };
  });

  app.contract(paymentRoutes.commissions, ({ principal, query }) =>
    service.listCommissions(principal, query.status),
  );

  app.contract(paymentRoutes.markCommissionsPaid, async ({ principal, body }) => ({
    updated: await service.markCommissionsPaid(principal, body.ids),
  }));

  // CSV is not JSON, so this one is mounted by hand with the contract's query schema.
  const exportRoute = paymentRoutes.commissionsExport;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      exportRoute.path,
      { schema: { querystring: exportRoute.query } },
      async (request, reply) => {
        const principal = await app.principalOf(request);
        if (!principal) throw new AppError('unauthorized');
        const { status } = request.query as CommissionsQuery;
        const csv = await service.exportCommissions(principal, status);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="commissions-${status}-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(csv);
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
