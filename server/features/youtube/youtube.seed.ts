import { sql, type Kysely } from 'kysely';
import type { DemoIds } from '../../db/seed.js';
import type { Database } from '../../db/schema.js';
import { sandboxChannelId } from '../../integrations/google/sandbox-client.js';

/** The demo Partners' channels, so an Admin has something to re-check. */
const demoChannels: ReadonlyArray<{ username: string; title: string; subscribers: number }> = [
  { username: 'partner', title: 'Pat Plays', subscribers: 184_000 },
  { username: 'partner2', title: 'Sam Streams', subscribers: 312_500 },
];

/**
 * The demo accounts were made verified, so their e-mail counts as verified too; the demo
 * Partners get the channel that verified them. Channel ids are the sandbox's for their e-mail.
 */
export async function seedYoutube(db: Kysely<Database>, ids: DemoIds): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: sql<string>`verified_at` })
    .where('verified_at', 'is not', null)
    .execute();
  const now = new Date().toISOString();
  for (const c of demoChannels) {
    const uid = ids[c.username];
    if (!uid) throw new Error(`demo account ${c.username} is missing`);
    await db
      .updateTable('users')
      .set({
        youtube_channel_id: sandboxChannelId(`${c.username}@crewcast.example`),
        youtube_channel_title: c.title,
        youtube_subscriber_count: c.subscribers,
        youtube_checked_at: now,
      })
      .where('id', '=', uid)
      .execute();
  }
}
