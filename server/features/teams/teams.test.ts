import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { teamRoutes } from '../../../common/api/teams.js';
import { createUser } from '../../test/factories.js';
import type { TeamCast, TestApp } from '../../test/teams.js';
import { addMember, deleteTeam, putTeam, snapshot, teamsApp } from '../../test/teams.js';
import { callRoute, wrong } from '../../test/call-route.js';

let t: TestApp;
let cast: TeamCast;
beforeEach(async () => ({ t, cast } = await teamsApp()));
afterEach(() => t.close());

const team = async (uid: string) =>
  (await callRoute(t, teamRoutes.team, cast.admin, { query: { uid } })).body;

describe('PUT /api/comm/team', () => {
  it('puts an editor and an artist on a Partner team, with their roles, speeds and status', async () => {
    const { admin, partner, editor, artist } = cast;
    const res = await putTeam(t, admin, {
      uid1: partner.uid,
      uid2: editor.uid,
      relationship: ['Editor'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, relationship: ['Editor'] });
    await addMember(t, admin, partner, artist, ['Artist']);

    const body = await team(partner.uid);
    expect(body.partner).toMatchObject({ uid: partner.uid, plan: 'Standard' });
    expect(body.limit).toBe(2);
    expect(body.members).toEqual([
      expect.objectContaining({
        uid: artist.uid,
        name: 'Art Artist',
        relationship: ['Artist'],
        isArtist: true,
        isEditor: false,
        thumbnailSpeed: 1,
        status: 'Available',
      }),
      expect.objectContaining({
        uid: editor.uid,
        name: 'Eddie Editor',
        relationship: ['Editor'],
        editSpeed: 2,
        status: 'Available',
        vacation: null,
      }),
    ]);
    // The pay tier is not the Partner's business.
    expect(body.members[0]).not.toHaveProperty('tier');
  });

  it("creates the team's group with the Partner, the team and every Admin", async () => {
    const { admin, partner, editor } = cast;
    const otherAdmin = await createUser(t, { accountType: 'Admin', name: 'Bea Admin' });
    await addMember(t, admin, partner, editor, ['Editor']);
    const group = (await team(partner.uid)).group!;
    expect(group).toMatchObject({ name: "Pat Partner's Team", partnerUid: partner.uid });
    expect(group.members.map((m: { uid: string }) => m.uid).sort()).toEqual(
      [partner.uid, editor.uid, admin.uid, otherAdmin.uid].sort(),
    );
    expect(group.members.find((m: { uid: string }) => m.uid === editor.uid)!.roles).toEqual([
      'Editor',
    ]);
  });

  it('refuses a Partner, a staff member and a caller without a token, changing nothing', async () => {
    const { partner, editor } = cast;
    const before = await snapshot(t);
    for (const who of [partner, editor]) {
      const res = await putTeam(t, who, {
        uid1: partner.uid,
        uid2: editor.uid,
        relationship: ['Editor'],
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
    const anonymous = await callRoute(t, teamRoutes.addToTeam, null, {
      body: { uid1: partner.uid, uid2: editor.uid, relationship: ['Editor'] },
    });
    expect(anonymous.status).toBe(401);
    expect(await snapshot(t)).toBe(before);
  });

  it('refuses someone who is not isEditor as Editor, and not isArtist as Artist', async () => {
    const { admin, partner, editor, artist, affiliate } = cast;
    const before = await snapshot(t);
    const asEditor = await putTeam(t, admin, {
      uid1: partner.uid,
      uid2: artist.uid,
      relationship: ['Editor'],
    });
    expect(asEditor.statusCode).toBe(400);
    expect(asEditor.json().error).toMatchObject({
      code: 'not_an_editor',
      message: `${artist.username} is not an editor, so cannot join a team as Editor.`,
    });
    const asArtist = await putTeam(t, admin, {
      uid1: partner.uid,
      uid2: editor.uid,
      relationship: ['Editor', 'Artist'],
    });
    expect(asArtist.json().error.code).toBe('not_an_artist');
    const notStaff = await putTeam(t, admin, {
      uid1: partner.uid,
      uid2: affiliate.uid,
      relationship: ['Editor'],
    });
    expect(notStaff.json().error.code).toBe('not_an_editor');
    expect(await snapshot(t)).toBe(before);
  });

  it('keeps a Standard team to 2 members and a Premium team to 3', async () => {
    const { admin, partner, premium, editor, editor2, artist, artist2 } = cast;
    await addMember(t, admin, partner, editor, ['Editor']);
    await addMember(t, admin, partner, artist, ['Artist']);
    const before = await snapshot(t);
    const third = await putTeam(t, admin, {
      uid1: partner.uid,
      uid2: editor2.uid,
      relationship: ['Editor'],
    });
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toMatchObject({
      code: 'team_full',
      message: 'The Standard plan allows 2 team members, and this team is full.',
    });
    expect(await snapshot(t)).toBe(before);

    for (const member of [editor, artist, editor2]) {
      const roles = member === artist ? ['Artist'] : ['Editor'];
      const res = await putTeam(t, admin, {
        uid1: premium.uid,
        uid2: member.uid,
        relationship: roles,
      });
      expect(res.statusCode).toBe(200);
    }
    const fourth = await putTeam(t, admin, {
      uid1: premium.uid,
      uid2: artist2.uid,
      relationship: ['Artist'],
    });
    expect(fourth.json().error.code).toBe('team_full');
    expect(fourth.json().error.message).toContain('Premium plan allows 3');
    expect((await team(premium.uid)).members).toHaveLength(3);
  });

  it('counts a member once: a second role for a member of a full team is accepted', async () => {
    const { admin, partner, editor, allrounder } = cast;
    await addMember(t, admin, partner, editor, ['Editor']);
    await addMember(t, admin, partner, allrounder, ['Editor']);
    const res = await putTeam(t, admin, {
      uid1: partner.uid,
      uid2: allrounder.uid,
      relationship: ['Artist'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().relationship.sort()).toEqual(['Artist', 'Editor']);
    const members = (await team(partner.uid)).members;
    expect(members.find((m: { uid: string }) => m.uid === allrounder.uid)!.relationship).toEqual([
      'Editor',
      'Artist',
    ]);
  });

  it('admits exactly two of three members added to a Standard team at the same moment', async () => {
    const { admin, partner, editor, editor2, allrounder } = cast;
    const answers = await Promise.all(
      [editor, editor2, allrounder].map((m) =>
        putTeam(t, admin, { uid1: partner.uid, uid2: m.uid, relationship: ['Editor'] }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 409]);
    expect((await team(partner.uid)).members).toHaveLength(2);
    const groups = await t.db.selectFrom('team_groups').selectAll().execute();
    expect(groups).toHaveLength(1);
  });

  it('is idempotent: the same role twice is stored once', async () => {
    const { admin, partner, editor } = cast;
    await addMember(t, admin, partner, editor, ['Editor']);
    await addMember(t, admin, partner, editor, ['Editor', 'Editor']);
    const rows = await t.db.selectFrom('relationships').selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses team roles on the team of someone who is not a Partner', async () => {
    const { admin, affiliate, editor } = cast;
    const before = await snapshot(t);
    const res = await putTeam(t, admin, {
      uid1: affiliate.uid,
      uid2: editor.uid,
      relationship: ['Editor'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('not_a_partner');
    expect(await snapshot(t)).toBe(before);
  });

  it('refuses an unverified staff member', async () => {
    const { admin, partner } = cast;
    const pending = await createUser(t, {
      accountType: 'Production',
      isEditor: true,
      verified: false,
    });
    const before = await snapshot(t);
    const res = await putTeam(t, admin, {
      uid1: partner.uid,
      uid2: pending.uid,
      relationship: ['Editor'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors.uid2).toMatch(/not verified/);
    expect(await snapshot(t)).toBe(before);
  });

  it('answers bad input with a 4xx and changes nothing', async () => {
    const { admin, partner, editor } = cast;
    const before = await snapshot(t);
    const cases: Array<[unknown, number, string]> = [
      [{ uid1: partner.uid, relationship: ['Editor'] }, 400, 'form_incomplete'],
      [{ uid1: partner.uid, uid2: editor.uid, relationship: 'Editor' }, 400, 'invalid_input'],
      [{ uid1: partner.uid, uid2: editor.uid, relationship: ['Manager'] }, 400, 'invalid_input'],
      [{ uid1: partner.uid, uid2: editor.uid, relationship: [] }, 400, 'invalid_input'],
      [
        { uid1: partner.uid, uid2: editor.uid, relationship: ['Editor', 'Artist', 'Default', 'X'] },
        400,
        'invalid_input',
      ],
      [
        { uid1: partner.uid, uid2: editor.uid, relationship: ['Default', 'Editor'] },
        400,
        'invalid_input',
      ],
      [{ uid1: partner.uid, uid2: partner.uid, relationship: ['Editor'] }, 400, 'invalid_input'],
      [{ uid1: partner.uid, uid2: 42, relationship: ['Editor'] }, 400, 'invalid_input'],
      [
        { uid1: 'x'.repeat(5000), uid2: editor.uid, relationship: ['Editor'] },
        400,
        'invalid_input',
      ],
      [
        {
          uid1: partner.uid,
          uid2: '00000000-0000-4000-8000-000000000000',
          relationship: ['Editor'],
        },
        404,
        'not_found',
      ],
    ];
    for (const [body, status, code] of cases) {
      const res = await callRoute(t, teamRoutes.addToTeam, admin, { body: wrong(body) });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(res.code).toBe(code);
    }
    expect(await snapshot(t)).toBe(before);
  });

  it('accepts the relationship as a JSON list in text, as the spec sends it', async () => {
    const { admin, partner, editor } = cast;
    const res = await putTeam(t, admin, {
      uid1: partner.uid,
      uid2: editor.uid,
      relationship: '["Editor"]',
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('DELETE /api/comm/team', () => {
  it('removes one role and keeps the other, then removes the member', async () => {
    const { admin, partner, allrounder } = cast;
    await addMember(t, admin, partner, allrounder, ['Editor', 'Artist']);
    const first = await deleteTeam(t, admin, {
      uid1: partner.uid,
      uid2: allrounder.uid,
      relationship: '["Editor"]',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true, relationship: ['Artist'] });
    expect((await team(partner.uid)).members[0]!.relationship).toEqual(['Artist']);

    await deleteTeam(t, admin, {
      uid1: partner.uid,
      uid2: allrounder.uid,
      relationship: '["Artist"]',
    });
    expect((await team(partner.uid)).members).toEqual([]);
  });

  it('answers ok with the current relationship when there was nothing to remove', async () => {
    const { admin, partner, editor } = cast;
    const res = await deleteTeam(t, admin, {
      uid1: partner.uid,
      uid2: editor.uid,
      relationship: '["Editor"]',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().relationship).toEqual([]);
  });

  it('refuses a Partner removing from their own team, changing nothing', async () => {
    const { admin, partner, editor } = cast;
    await addMember(t, admin, partner, editor, ['Editor']);
    const before = await snapshot(t);
    const res = await deleteTeam(t, partner, {
      uid1: partner.uid,
      uid2: editor.uid,
      relationship: '["Editor"]',
    });
    expect(res.statusCode).toBe(403);
    expect(await snapshot(t)).toBe(before);
  });

  it('answers bad input with a 4xx and changes nothing', async () => {
    const { admin, partner, editor } = cast;
    await addMember(t, admin, partner, editor, ['Editor']);
    const before = await snapshot(t);
    const cases: Array<[Record<string, string>, number]> = [
      [{ uid1: partner.uid, uid2: editor.uid, relationship: 'Editor' }, 400],
      [{ uid1: partner.uid, uid2: editor.uid, relationship: '["Boss"]' }, 400],
      [{ uid1: partner.uid, uid2: editor.uid }, 400],
      [{ uid1: 'not-a-uid', uid2: editor.uid, relationship: '["Editor"]' }, 400],
      [
        {
          uid1: partner.uid,
          uid2: '00000000-0000-4000-8000-000000000000',
          relationship: '["Editor"]',
        },
        404,
      ],
    ];
    for (const [query, status] of cases) {
      const res = await callRoute(t, teamRoutes.removeFromTeam, admin, { query: wrong(query) });
      expect(res.status, JSON.stringify(query)).toBe(status);
      expect(res.code).toEqual(expect.any(String));
    }
    expect(await snapshot(t)).toBe(before);
  });
});

describe('GET /api/comm/team', () => {
  it('shows a Partner their own team, with or without their uid', async () => {
    const { admin, partner, editor } = cast;
    await addMember(t, admin, partner, editor, ['Editor']);
    for (const query of [{}, { uid: partner.uid }]) {
      const res = await callRoute(t, teamRoutes.team, partner, { query });
      expect([query, res.status]).toEqual([query, 200]);
      expect(res.body.members.map((m) => m.uid)).toEqual([editor.uid]);
    }
  });

  it("refuses a Partner another Partner's team", async () => {
    const res = await callRoute(t, teamRoutes.team, cast.partner, {
      query: { uid: cast.premium.uid },
    });
    expect(res.status).toBe(403);
    expect(res.code).toBe('forbidden');
  });

  it('shows staff the teams they are on, and refuses them others', async () => {
    const { admin, partner, premium, editor } = cast;
    await addMember(t, admin, partner, editor, ['Editor']);
    expect(
      (await callRoute(t, teamRoutes.team, editor, { query: { uid: partner.uid } })).status,
    ).toBe(200);
    expect(
      (await callRoute(t, teamRoutes.team, editor, { query: { uid: premium.uid } })).status,
    ).toBe(403);
    const noUid = await callRoute(t, teamRoutes.team, editor);
    expect(noUid.status).toBe(400);
    expect(noUid.error!.fieldErrors!.uid).toBeDefined();
  });

  it('refuses an Affiliate, who has no team', async () => {
    expect((await callRoute(t, teamRoutes.team, cast.affiliate)).status).toBe(400);
    expect(
      (await callRoute(t, teamRoutes.team, cast.affiliate, { query: { uid: cast.partner.uid } }))
        .status,
    ).toBe(403);
  });

  it('lets an Admin read any team, and says when the user is not a Partner or unknown', async () => {
    const { admin, editor } = cast;
    expect(
      (await callRoute(t, teamRoutes.team, admin, { query: { uid: cast.premium.uid } })).body.limit,
    ).toBe(3);
    const staff = await callRoute(t, teamRoutes.team, admin, { query: { uid: editor.uid } });
    expect(staff.status).toBe(400);
    expect(staff.code).toBe('not_a_partner');
    const unknown = await callRoute(t, teamRoutes.team, admin, {
      query: { uid: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
    expect(
      (await callRoute(t, teamRoutes.team, admin, { query: { uid: '1 OR 1=1' } })).status,
    ).toBe(400);
    expect((await callRoute(t, teamRoutes.team, null)).status).toBe(401);
  });
});
