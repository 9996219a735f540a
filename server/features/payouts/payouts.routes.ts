import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { payoutRoutes, type ExportQuery } from '../../../common/api/payouts.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import type { Services } from '../../services.js';

type PeriodParams = z.infer<typeof payoutRoutes.period.params>;
type StatementParams = z.infer<typeof payoutRoutes.statement.params>;

/** The payout routes: closing periods, batch files, paying, and each payee's statements. */
export function register(app: FastifyInstance, services: Pick<Services, 'payouts'>): void {
  const payouts = services.payouts;
  app.contract(payoutRoutes.periods, ({ principal }) => payouts.periods(principal));
  app.contract(payoutRoutes.closePeriod, ({ principal, body }) =>
    payouts.closePeriod(principal, body),
  );
  app.contract(payoutRoutes.closePreview, ({ principal, params }) =>
    payouts.closePreview(principal, params.period),
  );
  app.contract(payoutRoutes.period, ({ principal, params }) =>
    payouts.period(principal, params.period),
  );
  app.contract(payoutRoutes.payMethod, ({ principal, params, body }) =>
    payouts.payMethod(principal, params.period, body),
  );
  app.contract(payoutRoutes.payStatement, ({ principal, params, body }) =>
    payouts.payStatement(principal, params.id, body.reference),
  );
  app.contract(payoutRoutes.statement, ({ principal, params }) =>
    payouts.statement(principal, params.id),
  );
  app.contract(payoutRoutes.myPay, ({ principal }) => payouts.myPay(principal));

  // CSV is not JSON, so the files are mounted by hand with their contract's schemas.
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = async (request: FastifyRequest): Promise<Principal> => {
    const principal = await app.principalOf(request);
    if (!principal) throw new AppError('unauthorized');
    return principal;
  };
  const sendCsv = (reply: FastifyReply, csv: string, name: string) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);

  typed.get(
    payoutRoutes.exportBatch.path,
    {
      schema: {
        params: payoutRoutes.exportBatch.params,
        querystring: payoutRoutes.exportBatch.query,
      },
    },
    async (request, reply) => {
      const { period } = request.params as PeriodParams;
      const query = request.query as ExportQuery;
      const csv = await payouts.exportBatch(await signedIn(request), period, query);
      const paid = query.statements === 'paid' ? '-paid' : '';
      return sendCsv(reply, csv, `payouts-${period}-${query.method.toLowerCase()}${paid}`);
    },
  );

  typed.get(
    payoutRoutes.statementCsv.path,
    { schema: { params: payoutRoutes.statementCsv.params } },
    async (request, reply) => {
      const { id } = request.params as StatementParams;
      const file = await payouts.statementCsv(await signedIn(request), id);
      return sendCsv(reply, file.csv, file.name);
    },
  );
}
