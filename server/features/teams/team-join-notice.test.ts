import { describe, expect, it } from 'vitest';
import { addMember, putTeam, teamCast } from '../../test/teams.js';
import { useTestApp } from '../../test/use-test-app.js';
import type { TestApp } from '../../test/test-app.js';

// A staff member hears in their System chat that they joined a Partner's team.

const app = useTestApp();

const systemTo = (t: TestApp, uid: string) =>
  t.db
    .selectFrom('chat_messages')
    .select(['body', 'link'])
    .where('type', '=', 'System')
    .where('to_id', '=', uid)
    .orderBy('created_at')
    .execute();

describe('joining a team', () => {
  it('tells the staff member once per roles given, and nobody else', async () => {
    const cast = await teamCast(app());
    const { admin, partner, allrounder, editor } = cast;
    await addMember(app(), admin, partner, allrounder, ['Editor', 'Artist']);
    expect(await systemTo(app(), allrounder.uid)).toEqual([
      {
        body: "You joined Pat Partner's team as Editor and Artist: their new orders can reach you from now on.",
        link: '/dashboard/home',
      },
    ]);
    // Asking again for roles already held changes nothing and says nothing.
    await addMember(app(), admin, partner, allrounder, ['Editor']);
    expect(await systemTo(app(), allrounder.uid)).toHaveLength(1);
    expect(await systemTo(app(), partner.uid)).toEqual([]);
    // A plain contact is not a team.
    const contact = await putTeam(app(), admin, {
      uid1: partner.uid,
      uid2: editor.uid,
      relationship: ['Default'],
    });
    expect(contact.statusCode).toBe(200);
    expect(await systemTo(app(), editor.uid)).toEqual([]);
  });

  it('says nothing when the team is full and the change refused', async () => {
    const { admin, partner, editor, artist, allrounder } = await teamCast(app());
    await addMember(app(), admin, partner, editor, ['Editor']);
    await addMember(app(), admin, partner, artist, ['Artist']);
    const full = await putTeam(app(), admin, {
      uid1: partner.uid,
      uid2: allrounder.uid,
      relationship: ['Editor'],
    });
    expect(full.statusCode).toBe(409);
    expect(await systemTo(app(), allrounder.uid)).toEqual([]);
  });
});
