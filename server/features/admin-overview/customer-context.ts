import type { CustomerContext } from '../../../common/api/admin-customer.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { orderRowStates } from '../orders/orders.public.js';
import type { CustomerContextRepository } from './customer-context.repository.js';
import type { Clock } from '../../clock.js';

const recentPayments = 5;

/** What the customer view reads: its SQL and the orders clock, which tells which orders are late. */
export type CustomerContextDeps = { customers: CustomerContextRepository; ordersNow: Clock };

/**
 * GET /api/admin/customer/:uid (Admins): the customer beside a Support thread, so an answer does
 * not need a trip through other pages: plan, team, unused credits, open orders (late ones
 * marked) and the latest payments.
 */
export async function customerContext(
  deps: CustomerContextDeps,
  who: Principal,
  uid: string,
): Promise<CustomerContext> {
  requireAccountType(who, 'Admin');
  const person = await deps.customers.person(uid);
  if (!person) throw new AppError('not_found');
  const [team, credits, orders, payments] = await Promise.all([
    deps.customers.team(uid),
    deps.customers.credits(uid),
    deps.customers.openOrders(uid),
    deps.customers.payments(uid, recentPayments),
  ]);
  const now = deps.ordersNow().toISOString();
  return {
    uid,
    name: person.name,
    username: person.username,
    accountType: person.account_type,
    plan: person.plan,
    team: team.map((m) => ({
      uid: m.uid,
      name: m.name,
      role: m.role === 'Artist' ? 'Artist' : 'Editor',
    })),
    credits: credits.map((c) => ({
      product: c.product,
      durationMinutes: c.kind === 'edit' ? c.duration_minutes : null,
      unused: c.unused,
    })),
    openOrders: orders.map((o) => ({
      id: o.id,
      title: o.title,
      type: o.type,
      staff: o.staff,
      dueAt: o.due_at,
      late: orderRowStates.isPastDue(o, new Date(now)),
    })),
    payments: payments.map((p) => ({
      id: p.id,
      at: p.completed_at ?? '',
      amountCents: p.amount_cents,
      currency: p.currency,
      refunded: p.refunded_at !== null,
    })),
  };
}
