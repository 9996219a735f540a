import { spawnSync } from 'node:child_process';
import { callRoute, wrong } from '../../test/call-route.js';
import { teamRoutes } from '../../../common/api/teams.js';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffStatusChanged } from '../../../common/realtime.js';
import { anotherInstance } from '../../test/test-app.js';
import {
  chatCast,
  eventually,
  sentinel,
  socketPool,
  urlOf,
  type ChatClient,
} from '../../test/chat.js';
import type { TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import type { RealtimeHub } from '../../realtime/realtime-hub.js';
import { teamsRepository } from './teams.repository.js';
import { advanceVacationWindows } from './vacations.js';

// Availability changes reach the open pages of those who see them: the staff member, the Admins,
// their clients and contacts; on every instance when Redis joins them.

let second: FastifyInstance | undefined;
let clock = new Date('2026-12-01T10:00:00Z');
const pool = socketPool();
const app = useTestApp({ now: () => clock }, 'test');
afterEach(async () => {
  pool.closeAll();
  await second?.close();
  second = undefined;
});

function heard(socket: ChatClient): StaffStatusChanged[] {
  const log: StaffStatusChanged[] = [];
  socket.on('staffStatus', (e) => log.push(e));
  return log;
}

const adminStatus = (app: FastifyInstance, who: TestUser, uid: string, body: object) =>
  callRoute({ app }, teamRoutes.adminSetStatus, who, { params: { uid }, body: wrong(body) }).then(
    (r) => r.raw,
  );
const book = (app: FastifyInstance, who: TestUser, body: object) =>
  callRoute({ app }, teamRoutes.bookVacation, who, { body: wrong(body) }).then((r) => r.raw);

async function listening(env?: Record<string, string>) {
  clock = new Date('2026-12-01T10:00:00Z');
  if (env) await app.rebuild({ now: () => clock, env });
  await app().app.listen({ port: 0, host: '127.0.0.1' });
  return urlOf(app().app.server.address());
}

describe('staff status pushed live', () => {
  it('tells the staff member, Admins and clients of a change by an Admin, and nobody else', async () => {
    const url = await listening();
    const cast = await chatCast(app());
    const sockets = await Promise.all(
      [cast.partner, cast.editor, cast.admin, cast.otherPartner].map((u) => pool.connect(url, u)),
    );
    const logs = sockets.map(heard);

    expect(
      (
        await adminStatus(app().app, cast.admin, cast.editor.uid, {
          status: 'Busy',
          reason: 'Launch week',
        })
      ).statusCode,
    ).toBe(200);
    await eventually(() => {
      for (const log of logs.slice(0, 3))
        expect(log).toEqual([
          { uid: cast.editor.uid, status: 'Busy', at: '2026-12-01T10:00:00.000Z' },
        ]);
    });
    // A vacation from today, booked by the Admin, shows as Vacation at once.
    expect(
      (
        await book(app().app, cast.admin, {
          uid: cast.editor.uid,
          start: '2026-12-01',
          end: '2026-12-03',
        })
      ).statusCode,
    ).toBe(200);
    await eventually(() => expect(logs[0]?.at(-1)?.status).toBe('Vacation'));
    await sentinel(sockets[3]!, cast.otherPartner);
    expect(logs[3]).toEqual([]);
  });

  it("tells them of the staff member's own change, and not of a refused one", async () => {
    const url = await listening();
    const cast = await chatCast(app());
    const partner = await pool.connect(url, cast.partner);
    const log = heard(partner);
    const put = (payload: object) =>
      callRoute(app(), teamRoutes.setStatus, cast.editor, { body: wrong(payload) }).then(
        (r) => r.raw,
      );
    expect((await put({ status: 'Busy', title: 'Rendering' })).statusCode).toBe(200);
    await eventually(() => expect(log.map((e) => e.status)).toEqual(['Busy']));
    expect(
      (await put({ status: 'Vacation', start: '2026-11-01', end: '2026-11-02' })).statusCode,
    ).toBe(400);
    expect(
      (await adminStatus(app().app, cast.partner, cast.editor.uid, { status: 'Available' }))
        .statusCode,
    ).toBe(403);
    await sentinel(partner, cast.partner);
    expect(log.map((e) => e.status)).toEqual(['Busy']);
  });

  it('tells them when a booked vacation begins and ends by the calendar', async () => {
    await listening();
    const cast = await chatCast(app());
    expect(
      (await book(app().app, cast.editor, { start: '2026-12-03', end: '2026-12-04' })).statusCode,
    ).toBe(200);
    const pushed: Array<{ uids: readonly string[]; status: string }> = [];
    const hub: RealtimeHub = {
      toUsers: (uids, _event, ...args) =>
        pushed.push({ uids, status: (args[0] as StaffStatusChanged).status }),
      toUsersAndRooms: () => {},
    };
    const deps = { repo: teamsRepository(app().db), now: () => clock, hub };
    const announced = {};
    clock = new Date('2026-12-03T00:01:00Z');
    await advanceVacationWindows(deps, announced);
    // Later runs of the same day stay quiet.
    await advanceVacationWindows(deps, announced);
    expect(pushed.map((p) => p.status)).toEqual(['Vacation']);
    expect(pushed[0]?.uids).toEqual(
      expect.arrayContaining([cast.editor.uid, cast.admin.uid, cast.partner.uid]),
    );
    expect(pushed[0]?.uids).not.toContain(cast.otherPartner.uid);
    clock = new Date('2026-12-05T00:01:00Z');
    await advanceVacationWindows(deps, announced);
    expect(pushed.map((p) => p.status)).toEqual(['Vacation', 'Available']);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const hasRedis =
  redisUrl !== undefined && spawnSync('redis-cli', ['-u', redisUrl, 'ping']).status === 0;

describe.runIf(hasRedis)('staff status on two instances', () => {
  it('reaches a client on one instance when an Admin sets it through the other', async () => {
    const url = await listening({ REDIS_URL: redisUrl as string });
    second = await anotherInstance(app(), { now: () => clock });
    await second.listen({ port: 0, host: '127.0.0.1' });
    const cast = await chatCast(app());
    const log = heard(await pool.connect(url, cast.partner));
    // The adapters subscribe a moment after start: set the status again until a push arrives.
    await eventually(async () => {
      const status = log.length % 2 ? 'Available' : 'Busy';
      expect(
        (await adminStatus(second!, cast.admin, cast.editor.uid, { status, reason: 'Launch week' }))
          .statusCode,
      ).toBe(200);
      await eventually(() => expect(log.length).toBeGreaterThan(0), 300);
    }, 10_000);
    expect(log[0]).toMatchObject({ uid: cast.editor.uid, status: 'Busy' });
  });
});
