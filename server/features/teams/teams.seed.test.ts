import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed.js';
import { useTestApp } from '../../test/use-test-app.js';
import { teamsRepository } from './teams.repository.js';
import { teamsDirectory } from './teams.public.js';
import { systemClock } from '../../clock.js';

const app = useTestApp({}, 'test');

describe('demo teams', () => {
  it('gives the demo Partner a full team of editor and artist, and leaves spare staff to add', async () => {
    await seedDemoData(app().db);
    const teams = teamsDirectory({ repo: teamsRepository(app().db), now: systemClock });
    const uid = async (username: string) =>
      (
        await app()
          .db.selectFrom('users')
          .select('id')
          .where('username', '=', username)
          .executeTakeFirstOrThrow()
      ).id;

    const team = await teams.teamOf(await uid('partner'));
    expect(team.map((m) => [m.username, m.relationship, m.status])).toEqual([
      ['artist', ['Artist'], 'Available'],
      ['editor', ['Editor'], 'Available'],
    ]);
    expect(await teams.groupOf(await uid('partner'))).not.toBeNull();
    expect(await teams.teamOf(await uid('partner2'))).toEqual([]);
    for (const spare of ['editor2', 'artist2', 'allrounder'])
      expect(await teams.clientsOf(await uid(spare))).toEqual([]);
    expect(await teams.isAvailable(await uid('editor2'))).toBe(true);
    expect(await teams.isAvailable(await uid('allrounder'))).toBe(false);
  });
});
