import { describe, expect, it } from 'vitest';
import { accountRoutes } from '../../../common/api/accounts.js';
import { createUser } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { addMember } from '../../test/teams.js';
import { callRoute, wrong } from '../../test/call-route.js';

const app = useTestApp();
const me = (who: { headers: { authorization: string } }) =>
  callRoute(app(), accountRoutes.me, who).then((r) => r.body);

describe('PUT /api/user/profile', () => {
  it('sets the display name and time zone of the caller, as Me then reads them', async () => {
    const user = await createUser(app(), { name: 'Old Name' });
    const res = await callRoute(app(), accountRoutes.updateProfile, user, {
      body: { name: '  Sam Rivers ', timeZone: 'Asia/Tokyo' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Sam Rivers', timeZone: 'Asia/Tokyo' });
    expect(await me(user)).toMatchObject({ name: 'Sam Rivers', timeZone: 'Asia/Tokyo' });
  });

  it.each([
    ['an over-long name', { name: 'x'.repeat(61), timeZone: 'UTC' }, 'name'],
    ['an empty name', { name: '   ', timeZone: 'UTC' }, 'name'],
    ['a name of the wrong type', { name: 42, timeZone: 'UTC' }, 'name'],
    ['an unknown time zone', { name: 'Sam', timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
    ['a missing time zone', { name: 'Sam' }, 'timeZone'],
  ])('refuses %s with 400 and changes nothing', async (_label, body, field) => {
    const user = await createUser(app(), { name: 'Kept Name' });
    const res = await callRoute(app(), accountRoutes.updateProfile, user, { body: wrong(body) });
    expect(res.status).toBe(400);
    expect(res.error!.fieldErrors).toHaveProperty(field);
    expect(await me(user)).toMatchObject({ name: 'Kept Name', timeZone: 'UTC' });
  });

  it("changes only the caller's own profile, whatever id the body names", async () => {
    const [user, other] = await Promise.all([
      createUser(app(), { name: 'Me' }),
      createUser(app(), { name: 'Someone Else' }),
    ]);
    const res = await callRoute(app(), accountRoutes.updateProfile, user, {
      // An id the contract does not have; the server ignores it.
      body: wrong({ uid: other.uid, name: 'Hijacked', timeZone: 'Europe/Paris' }),
    });
    expect(res.status).toBe(200);
    expect(await me(other)).toMatchObject({ name: 'Someone Else', timeZone: 'UTC' });
  });

  it('refuses a caller without a session', async () => {
    const res = await callRoute(app(), accountRoutes.updateProfile, null, {
      body: {
        name: 'Sam',
        timeZone: 'UTC',
      },
    });
    expect(res.status).toBe(401);
  });
});

describe('PUT /api/user/work', () => {
  const work = { isEditor: true, isArtist: true, editSpeed: 3, thumbnailSpeed: 2 };

  it('lets a staff member take a second role and change speeds', async () => {
    const staff = await createUser(app(), { accountType: 'Production', isEditor: true });
    const res = await callRoute(app(), accountRoutes.updateWork, staff, { body: work });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      isEditor: true,
      isArtist: true,
      editSpeedDays: 3,
      thumbnailSpeedDays: 2,
    });
  });

  it('refuses anyone but staff', async () => {
    const partner = await createUser(app(), { accountType: 'Partner' });
    const res = await callRoute(app(), accountRoutes.updateWork, partner, { body: work });
    expect(res.status).toBe(403);
    expect((await me(partner)).isEditor).toBe(false);
  });

  it.each([
    ['an edit speed over 5 days', { ...work, editSpeed: 6 }, 'editSpeed'],
    ['a thumbnail speed of 0 days', { ...work, thumbnailSpeed: 0 }, 'thumbnailSpeed'],
    ['a speed of the wrong type', { ...work, editSpeed: '3' }, 'editSpeed'],
    ['half days', { ...work, editSpeed: 2.5 }, 'editSpeed'],
    ['no role at all', { ...work, isEditor: false, isArtist: false }, 'isEditor'],
    ['a role without its speed', { ...work, thumbnailSpeed: null }, 'thumbnailSpeed'],
  ])('refuses %s with 400 and changes nothing', async (_label, body, field) => {
    const staff = await createUser(app(), { accountType: 'Production', isEditor: true });
    const res = await callRoute(app(), accountRoutes.updateWork, staff, { body: wrong(body) });
    expect(res.status).toBe(400);
    expect(res.error!.fieldErrors).toHaveProperty(field);
    expect(await me(staff)).toMatchObject({ isEditor: true, isArtist: false, editSpeedDays: 2 });
  });

  it('refuses to drop a role the staff member holds on a team, and allows it once off the team', async () => {
    const [admin, partner, staff] = await Promise.all([
      createUser(app(), { accountType: 'Admin' }),
      createUser(app(), { accountType: 'Partner' }),
      createUser(app(), { accountType: 'Production', isEditor: true, isArtist: true }),
    ]);
    await addMember(app(), admin, partner, staff, ['Editor']);
    const dropEditor = { isEditor: false, isArtist: true, editSpeed: null, thumbnailSpeed: 1 };
    const refused = await callRoute(app(), accountRoutes.updateWork, staff, { body: dropEditor });
    expect(refused.status).toBe(409);
    expect(refused.code).toBe('role_in_use');
    expect((await me(staff)).isEditor).toBe(true);
    // The artist role is not used on any team, so it may go.
    const dropArtist = { isEditor: true, isArtist: false, editSpeed: 2, thumbnailSpeed: null };
    const allowed = await callRoute(app(), accountRoutes.updateWork, staff, { body: dropArtist });
    expect(allowed.status).toBe(200);
    expect(allowed.body).toMatchObject({ isArtist: false, thumbnailSpeedDays: null });
  });
});
