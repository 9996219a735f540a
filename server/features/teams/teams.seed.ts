import type { Kysely } from 'kysely';
import type { DemoIds } from '../../db/seed.js';
import type { Database } from '../../db/schema.js';
import { dayOf, groupName } from './team-rules.js';
import { teamsRepository } from './teams.repository.js';

const addDays = (day: string, days: number) =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

/**
 * Demo teams: the demo Partner's full Standard team (editor as Editor, artist as Artist), payout
 * settings for both, and spare staff to add (editor2, artist2, and allrounder, who is on a week's
 * vacation from the day the demo data is made). partner2 (Premium) starts with an empty team.
 */
export async function seedTeams(db: Kysely<Database>, ids: DemoIds): Promise<void> {
  const repo = teamsRepository(db);
  const id = (username: string) => {
    const value = ids[username];
    if (!value) throw new Error(`demo account ${username} is missing`);
    return value;
  };
  const now = new Date().toISOString();
  const partner = await repo.findPerson(id('partner'));
  if (!partner) throw new Error('demo partner is missing');
  await repo.changeTeam(partner.id, groupName(partner), now, async (team) => {
    await team.insertRoles(id('editor'), ['Editor']);
    await team.insertRoles(id('artist'), ['Artist']);
  });
  await repo.upsertProfile(
    id('editor'),
    { tier: 2, paypal: 'editor@crewcast.example', payout_method: 'PayPal' },
    now,
  );
  await repo.upsertProfile(id('artist'), { paysend: '+1 555 0100', payout_method: 'Paysend' }, now);
  const today = dayOf(new Date());
  // A week's vacation from today, booked by the allrounder, and another next month.
  await repo.upsertProfile(
    id('allrounder'),
    { tier: 3, status: 'Available', vacation_start: today, vacation_end: addDays(today, 6) },
    now,
  );
  for (const [start, end] of [
    [today, addDays(today, 6)],
    [addDays(today, 30), addDays(today, 33)],
  ] as const)
    await repo.insertVacation({
      staffId: id('allrounder'),
      start,
      end,
      by: id('allrounder'),
      at: now,
    });
}
