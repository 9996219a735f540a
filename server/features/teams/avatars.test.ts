import { afterEach, expect, it } from 'vitest';
import { teamRoutes } from '../../../common/api/teams.js';
import { addMember, teamsApp, type TeamCast, type TestApp } from '../../test/teams.js';
import { avatarUrlOf } from '../../../common/api/accounts.js';
import { callRoute } from '../../test/call-route.js';

let t: TestApp;
let cast: TeamCast;
afterEach(async () => {
  await t.close();
});

it('lists each person’s picture where they uploaded one, and none for the others', async () => {
  ({ t, cast } = await teamsApp());
  await addMember(t, cast.admin, cast.partner, cast.editor, ['Editor']);
  await addMember(t, cast.admin, cast.partner, cast.artist, ['Artist']);
  // The editor uploaded a picture (PUT /api/user/avatar stores its key; the test sets it).
  await t.db
    .updateTable('users')
    .set({ avatar_key: 'k3y' })
    .where('id', '=', cast.editor.uid)
    .execute();
  const picture = avatarUrlOf(cast.editor.uid, 'k3y');

  const team = await callRoute(t, teamRoutes.team, cast.partner, { query: {} });
  expect(team.status).toBe(200);
  const members = Object.fromEntries(team.body.members.map((m) => [m.uid, m.avatarUrl]));
  expect(members).toEqual({ [cast.editor.uid]: picture, [cast.artist.uid]: null });

  const contacts = await callRoute(t, teamRoutes.friendships, cast.partner, { query: {} });
  expect(contacts.status).toBe(200);
  const byUid = Object.fromEntries(contacts.body.map((c) => [c.uid, c.avatarUrl]));
  expect(byUid[cast.editor.uid]).toBe(picture);
  expect(byUid[cast.artist.uid]).toBeNull();
  // The staff member's own list shows the Partner, who has no picture.
  const clients = await callRoute(t, teamRoutes.friendships, cast.editor, { query: {} });
  expect(clients.body.find((c) => c.uid === cast.partner.uid)?.avatarUrl).toBeNull();
});
