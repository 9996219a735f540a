import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditRoutes, type AuditFilters } from '../../../common/api/audit.js';
import { AppError } from '../../errors.js';
import type { Services } from '../../services.js';

/** The Admin's audit log: a page at a time, or every matching row as CSV. No route changes it. */
export async function register(app: FastifyInstance, services: Services): Promise<void> {
  const { audit, now } = services;

  app.contract(auditRoutes.list, ({ principal, query }) => audit.list(principal, query));

  // CSV is not JSON, so the export is mounted by hand with its contract's query schema.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      auditRoutes.export.path,
      { schema: { querystring: auditRoutes.export.query } },
      async (request, reply) => {
        const principal = await app.principalOf(request);
        if (!principal) throw new AppError('unauthorized');
        const csv = audit.export(principal, request.query as AuditFilters);
        const day = now().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );
}
