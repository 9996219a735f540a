import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  payoutRoutes,
  type ClosePeriodResponse,
  type PayResponse,
  type PeriodView,
  type Statement,
} from '../../../common/api/payouts.js';
import { callRoute, wrong } from '../../test/call-route.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { gamesApp } from '../../test/games.js';
import { commission, deliveredJob, payoutTables, setWallet } from '../../test/payouts.js';
import type { TestApp } from '../../test/test-app.js';

// Closing a month into statements, its batch files and paying them; the ledgers are the staff
// earnings (orders) and the commissions (payments).

let t: TestApp;
let clock: { now: Date };
let admin: TestUser;
let editor: TestUser;
let artist: TestUser;
let affiliate: TestUser;
let partner: TestUser;
let ledgerCents: Record<string, number>;

beforeEach(async () => {
  ({ t, clock } = await gamesApp('2026-11-20T12:00:00.000Z'));
  [admin, editor, artist, affiliate, partner] = await Promise.all([
    createUser(t, { accountType: 'Admin' }),
    createUser(t, { accountType: 'Production', isEditor: true }),
    createUser(t, { accountType: 'Production', isArtist: true }),
    createUser(t, { accountType: 'Affiliate' }),
    createUser(t, { accountType: 'Partner' }),
  ]);
  await setWallet(t, editor, { method: 'PayPal', account: 'editor@pay.example', tier: 2 });
  await setWallet(t, artist, { method: 'Paysend', account: '+1 555 0100' });
  await setWallet(t, affiliate, { method: 'PayPal', account: 'aff@pay.example' });
  const staffJob = (staff: TestUser, job: Parameters<typeof deliveredJob>[2]) =>
    deliveredJob(t, { client: partner, staff }, job);
  const editorOct = [
    await staffJob(editor, { at: '2026-10-03T09:00:00.000Z', title: 'Boss fight', tier: 2 }),
    await staffJob(editor, {
      at: '2026-10-31T23:59:59.000Z',
      title: 'Speedrun',
      minutes: 25,
      tier: 2,
    }),
  ];
  await staffJob(editor, { at: '2026-11-01T00:00:00.000Z', title: 'November cut', tier: 2 });
  const artistOct = await staffJob(artist, {
    at: '2026-10-10T09:00:00.000Z',
    title: 'Cover',
    thumbnail: true,
  });
  const payable = await commission(
    t,
    { buyer: partner, affiliate },
    {
      at: '2026-10-01T10:00:00.000Z',
      cents: 1000,
    },
  );
  // Bought on 25 October: its 14-day hold ends in November, so it waits for November.
  await commission(
    t,
    { buyer: partner, affiliate },
    { at: '2026-10-25T10:00:00.000Z', cents: 700 },
  );
  ledgerCents = {
    [editor.uid]: editorOct.reduce((a, b) => a + b, 0),
    [artist.uid]: artistOct,
    [affiliate.uid]: payable.amount_cents,
  };
});
afterEach(() => t.close());

const close = (who: TestUser, period?: string) =>
  callRoute(t, payoutRoutes.closePeriod, who, { body: period ? { period } : {} });
const statementOf = (view: PeriodView, who: TestUser) =>
  view.statements.find((s) => s.payee.uid === who.uid);
// The raw answer: the batch is CSV, and an unknown method is sent to see it refused.
const exportFile = async (who: TestUser, period: string, method: string) =>
  (
    await callRoute(t, payoutRoutes.exportBatch, who, {
      params: { period },
      query: { method: method as 'PayPal' },
    })
  ).raw;

describe('closing a pay period', () => {
  it('makes one statement per payee whose totals equal the sum of the ledger rows', async () => {
    const res = await close(admin);
    expect(res.status).toBe(200);
    const body = res.body as ClosePeriodResponse;
    expect(body.alreadyClosed).toBe(false);
    expect(body.view.period).toBe('2026-10');
    expect(body.before).toEqual({ closed: false, statementCount: 0, totalCents: 0 });
    expect(body.after.statementCount).toBe(3);

    for (const who of [editor, artist, affiliate])
      expect(statementOf(body.view, who)?.totalCents).toBe(ledgerCents[who.uid]);
    const all = Object.values(ledgerCents).reduce((a, b) => a + b, 0);
    expect(body.view.totalCents).toBe(all);
    expect(body.after.totalCents).toBe(all);

    // Totals per method: PayPal pays the editor and the Affiliate, Paysend the artist.
    expect(body.view.totals).toEqual([
      expect.objectContaining({
        method: 'PayPal',
        count: 2,
        cents: ledgerCents[editor.uid]! + ledgerCents[affiliate.uid]!,
      }),
      expect.objectContaining({ method: 'Paysend', count: 1, cents: ledgerCents[artist.uid] }),
    ]);

    // Each line is a ledger row; the statement's total is the sum of its lines.
    const editorStatement = statementOf(body.view, editor)!;
    const read = await callRoute(t, payoutRoutes.statement, editor, {
      params: { id: editorStatement.id },
    });
    const statement = read.body as Statement;
    expect(statement.lines.map((l) => [l.kind, l.tier, l.amountCents])).toEqual([
      ['job', 2, 1500],
      ['job', 2, 3750],
    ]);
    expect(statement.lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(statement.totalCents);
    expect(statement).toMatchObject({ status: 'pending', method: 'PayPal', paidReference: null });
  });

  it('changes nothing when the period is closed a second time', async () => {
    const first = (await close(admin, '2026-10')).body as ClosePeriodResponse;
    const before = await payoutTables(t);
    const again = await close(admin, '2026-10');
    expect(again.status).toBe(200);
    const body = again.body as ClosePeriodResponse;
    expect(body.alreadyClosed).toBe(true);
    expect(body.before).toEqual(body.after);
    expect(body.view.statements).toEqual(first.view.statements);
    expect(await payoutTables(t)).toEqual(before);
  });

  it('refuses the running month and a future one, and changes nothing', async () => {
    for (const period of ['2026-11', '2027-01']) {
      const res = await close(admin, period);
      expect(res.status).toBe(409);
      expect(res.code).toBe('payout_period_open');
    }
    expect((await payoutTables(t)).slice(0, 3)).toEqual([[], [], []]);
  });

  it('refuses anyone but an Admin, and a malformed period', async () => {
    expect((await close(editor)).status).toBe(403);
    expect((await close(affiliate)).status).toBe(403);
    for (const period of ['2026-13', '2026-1', 'last month', 'x'.repeat(300)]) {
      const res = await close(admin, period);
      expect(res.status).toBe(400);
    }
    const wrongType = await callRoute(t, payoutRoutes.closePeriod, admin, {
      body: wrong({ period: 202610 }),
    });
    expect(wrongType.status).toBe(400);
    expect((await payoutTables(t)).slice(0, 3)).toEqual([[], [], []]);
  });

  it('puts a row left out of a closed period, and a later one, into the next period', async () => {
    await close(admin, '2026-10');
    // A job of October recorded after the close (a late correction) and one of November.
    const late = await deliveredJob(
      t,
      { client: partner, staff: editor },
      { at: '2026-10-15T00:00:00.000Z', title: 'Late fix', tier: 2 },
    );
    clock.now = new Date('2026-12-01T00:00:00.000Z');
    const november = (await close(admin, '2026-11')).body as ClosePeriodResponse;
    const statement = statementOf(november.view, editor)!;
    // November cut (1500) and the late October fix; the October statement is untouched.
    expect(statement.totalCents).toBe(1500 + late);
    // The commission whose hold ended in November is in November's statement.
    expect(statementOf(november.view, affiliate)?.totalCents).toBe(700);
  });

  it('takes a reversed commission back in the next period, and waits while the sum is negative', async () => {
    await close(admin, '2026-10');
    await t.db
      .updateTable('commissions')
      .set({ reversed_at: '2026-11-05T00:00:00.000Z' })
      .where('amount_cents', '=', 1000)
      .execute();
    // The 700 commission was reversed before it was paid: it never reaches a statement.
    await t.db
      .updateTable('commissions')
      .set({ reversed_at: '2026-11-02T00:00:00.000Z' })
      .where('amount_cents', '=', 700)
      .execute();
    clock.now = new Date('2026-12-01T00:00:00.000Z');
    const november = (await close(admin, '2026-11')).body as ClosePeriodResponse;
    expect(statementOf(november.view, affiliate)).toBeUndefined();

    // December brings a new commission: the reversal is taken from it.
    await commission(
      t,
      { buyer: partner, affiliate },
      { at: '2026-12-01T10:00:00.000Z', cents: 1600 },
    );
    clock.now = new Date('2027-01-01T00:00:00.000Z');
    const december = (await close(admin, '2026-12')).body as ClosePeriodResponse;
    const statement = statementOf(december.view, affiliate)!;
    expect(statement.totalCents).toBe(600);
    const lines = (
      (await callRoute(t, payoutRoutes.statement, affiliate, { params: { id: statement.id } }))
        .body as Statement
    ).lines;
    expect(lines.map((l) => [l.kind, l.amountCents])).toEqual([
      ['reversal', -1000],
      ['commission', 1600],
    ]);
  });
});

describe('batch files', () => {
  it('writes PayPal’s mass payment file column by column, and a Paysend file', async () => {
    const view = ((await close(admin)).body as ClosePeriodResponse).view;
    const paypal = await exportFile(admin, '2026-10', 'PayPal');
    expect(paypal.statusCode).toBe(200);
    expect(paypal.headers['content-type']).toContain('text/csv');
    const rows = paypal.body
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    const expected = [affiliate, editor]
      .map((who) => statementOf(view, who)!)
      .sort((a, b) => a.payee.username.localeCompare(b.payee.username));
    expect(rows).toEqual(
      expected.map((s) => [
        s.account,
        (s.totalCents / 100).toFixed(2),
        'USD',
        s.id,
        'Crewcast pay for 2026-10',
      ]),
    );
    for (const row of rows) expect(row[3]!.length).toBeLessThanOrEqual(30);

    const paysend = await exportFile(admin, '2026-10', 'Paysend');
    expect(paysend.body.trim().split('\r\n')).toEqual([
      'Recipient,Recipient name,Amount,Currency,Reference,Note',
      `+1 555 0100,${artist.username},5.00,USD,${statementOf(view, artist)!.id},Crewcast pay for 2026-10`,
    ]);
  });

  it('downloads a paid method’s file again, and none of a method not paid yet', async () => {
    await close(admin);
    const unpaid = await exportFile(admin, '2026-10', 'Paysend');
    const early = await callRoute(t, payoutRoutes.exportBatch, admin, {
      params: { period: '2026-10' },
      query: { method: 'Paysend', statements: 'paid' },
    });
    expect(early.status).toBe(409);
    expect(early.raw.json()).toMatchObject({ error: { code: 'payout_export_none_paid' } });
    await callRoute(t, payoutRoutes.payMethod, admin, {
      params: { period: '2026-10' },
      body: { method: 'Paysend', reference: 'PS-1' },
    });
    const again = await callRoute(t, payoutRoutes.exportBatch, admin, {
      params: { period: '2026-10' },
      query: { method: 'Paysend', statements: 'paid' },
    });
    expect(again.status).toBe(200);
    expect(again.raw.body).toBe(unpaid.body);
    expect(again.raw.headers['content-disposition']).toContain('payouts-2026-10-paysend-paid');
  });

  it('refuses an export for nobody, of an unclosed period, by a non-Admin or of an unknown method', async () => {
    await close(admin);
    await callRoute(t, payoutRoutes.payMethod, admin, {
      params: { period: '2026-10' },
      body: { method: 'Paysend', reference: 'PS-1' },
    });
    const empty = await exportFile(admin, '2026-10', 'Paysend');
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({ error: { code: 'payout_export_empty' } });
    const unclosed = await exportFile(admin, '2026-09', 'PayPal');
    expect(unclosed.statusCode).toBe(404);
    expect((await exportFile(editor, '2026-10', 'PayPal')).statusCode).toBe(403);
    expect((await exportFile(admin, '2026-10', 'Bitcoin')).statusCode).toBe(400);
  });
});

describe('marking statements paid', () => {
  it('pays a method’s statements with one reference, and the commissions with them', async () => {
    await close(admin);
    const res = await callRoute(t, payoutRoutes.payMethod, admin, {
      params: { period: '2026-10' },
      body: { method: 'PayPal', reference: '  PP-BATCH-42 ' },
    });
    expect(res.status).toBe(200);
    const body = res.body as PayResponse;
    expect(body.before.every((s) => s.status === 'pending')).toBe(true);
    expect(body.after.map((s) => [s.status, s.paidReference])).toEqual([
      ['paid', 'PP-BATCH-42'],
      ['paid', 'PP-BATCH-42'],
    ]);
    const paidCommission = await t.db
      .selectFrom('commissions')
      .select('paid_at')
      .where('amount_cents', '=', 1000)
      .executeTakeFirstOrThrow();
    expect(paidCommission.paid_at).toBe(clock.now.toISOString());

    // The editor sees it paid, with the reference.
    const mine = await callRoute(t, payoutRoutes.myPay, editor, {});
    expect(mine.body).toMatchObject({
      rates: { tier: 2, videoEditPer10MinCents: 1500 },
      statements: [{ period: '2026-10', status: 'paid', paidReference: 'PP-BATCH-42' }],
    });
  });

  it('refuses paying twice, by statement or by method, and changes nothing', async () => {
    const view = ((await close(admin)).body as ClosePeriodResponse).view;
    const id = statementOf(view, artist)!.id;
    const first = await callRoute(t, payoutRoutes.payStatement, admin, {
      params: { id },
      body: { reference: 'PS-1' },
    });
    expect(first.status).toBe(200);
    const before = await payoutTables(t);
    const again = await callRoute(t, payoutRoutes.payStatement, admin, {
      params: { id },
      body: { reference: 'PS-2' },
    });
    expect(again.status).toBe(409);
    expect(again.code).toBe('payout_already_paid');
    const byMethod = await callRoute(t, payoutRoutes.payMethod, admin, {
      params: { period: '2026-10' },
      body: { method: 'Paysend', reference: 'PS-3' },
    });
    expect(byMethod.status).toBe(409);
    expect(byMethod.code).toBe('payout_nothing_to_pay');
    // Closing the period again leaves the paid statement as it was.
    await close(admin, '2026-10');
    expect(await payoutTables(t)).toEqual(before);
  });

  it('refuses a missing, over-long or wrong-typed reference, a bad id and a non-Admin', async () => {
    const view = ((await close(admin)).body as ClosePeriodResponse).view;
    const id = statementOf(view, editor)!.id;
    const before = await payoutTables(t);
    for (const reference of ['', '   ', 'x'.repeat(101), 42, null, 'a\u0007b'])
      expect(
        (
          await callRoute(t, payoutRoutes.payStatement, admin, {
            params: { id },
            body: wrong({ reference }),
          })
        ).status,
      ).toBe(400);
    const unknown = await callRoute(t, payoutRoutes.payStatement, admin, {
      params: { id: 'PO202610AAAAAAAAAA' },
      body: { reference: 'X' },
    });
    expect(unknown.status).toBe(404);
    const asStaff = await callRoute(t, payoutRoutes.payStatement, editor, {
      params: { id },
      body: { reference: 'X' },
    });
    expect(asStaff.status).toBe(403);
    expect(await payoutTables(t)).toEqual(before);
  });
});

describe('statements of their payee', () => {
  it('shows a statement and its CSV to its payee and Admins only', async () => {
    const view = ((await close(admin)).body as ClosePeriodResponse).view;
    const id = statementOf(view, editor)!.id;
    for (const who of [editor, admin])
      expect((await callRoute(t, payoutRoutes.statement, who, { params: { id } })).status).toBe(
        200,
      );
    for (const who of [artist, affiliate, partner]) {
      const res = await callRoute(t, payoutRoutes.statement, who, { params: { id } });
      expect(res.status).toBe(404);
      const csv = await callRoute(t, payoutRoutes.statementCsv, who, { params: { id } });
      expect(csv.status).toBe(404);
    }
    const csv = (await callRoute(t, payoutRoutes.statementCsv, editor, { params: { id } })).raw;
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n').slice(0, 4)).toEqual([
      'Date,Kind,Description,Tier,Amount (USD)',
      '2026-10-03,job,"Boss fight (Edit, 10 min)",2,15.00',
      '2026-10-31,job,"Speedrun (Edit, 25 min)",2,37.50',
      `,total,"Statement ${id}, 2026-10",,52.50`,
    ]);
  });

  it('answers an Affiliate’s statements without rates, and refuses a Partner', async () => {
    await close(admin);
    const mine = await callRoute(t, payoutRoutes.myPay, affiliate, {});
    expect(mine.body).toMatchObject({ rates: null, statements: [{ totalCents: 1000 }] });
    expect((await callRoute(t, payoutRoutes.myPay, partner, {})).status).toBe(403);
  });

  it('lists the closed periods for an Admin with the last finished month', async () => {
    await close(admin);
    const res = await callRoute(t, payoutRoutes.periods, admin, {});
    expect(res.body).toMatchObject({
      lastFinished: '2026-10',
      periods: [{ period: '2026-10', statementCount: 3, paidCount: 0 }],
    });
    expect((await callRoute(t, payoutRoutes.periods, editor, {})).status).toBe(403);
  });
});

describe('the audit log', () => {
  it('records a close once, however often it is asked, and each statement paid', async () => {
    await close(admin);
    await close(admin);
    await callRoute(t, payoutRoutes.payMethod, admin, {
      params: { period: '2026-10' },
      body: { method: 'PayPal', reference: 'PP-BATCH-7' },
    });
    const rows = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'subject_type', 'after_json'])
      .where('action', 'like', 'payouts.%')
      // One clock time for all three: the action names sort the close first.
      .orderBy('action')
      .execute();
    expect(rows.map((r) => [r.action, r.actor_id, r.subject_type])).toEqual([
      ['payouts.period_closed', admin.uid, 'pay_period'],
      ['payouts.statement_paid', admin.uid, 'pay_statement'],
      ['payouts.statement_paid', admin.uid, 'pay_statement'],
    ]);
    expect(JSON.parse(rows[0]!.after_json!)).toMatchObject({ closed: true, statementCount: 3 });
    expect(rows.slice(1).map((r) => JSON.parse(r.after_json!).paidReference)).toEqual([
      'PP-BATCH-7',
      'PP-BATCH-7',
    ]);
  });
});
