import type { ProductName } from '../../../common/api/payments.js';
import { grantCredits } from '../../features/payments/payments.public.js';
import { addMember, teamCast } from '../teams.js';
import { createUser, type TestUser } from '../factories.js';
import type { TestApp } from '../test-app.js';

// The people of an orders test, and credits straight in the ledger.

/** The people of an order inserted by `insertOrder`: a Partner, their editor and artist, strangers. */
export async function orderPeople(t: Pick<TestApp, 'db' | 'jwtKey'>) {
  const [partner, editor, artist, admin, otherPartner, otherEditor] = await Promise.all([
    createUser(t, { accountType: 'Partner', name: 'Pat Partner' }),
    createUser(t, {
      accountType: 'Production',
      name: 'Eddie Editor',
      isEditor: true,
      editSpeedDays: 2,
    }),
    createUser(t, { accountType: 'Production', name: 'Art Artist', isArtist: true }),
    createUser(t, { accountType: 'Admin', name: 'Ada Admin' }),
    createUser(t, { accountType: 'Partner', name: 'Other Partner' }),
    createUser(t, {
      accountType: 'Production',
      name: 'Other Editor',
      isEditor: true,
      editSpeedDays: 1,
    }),
  ]);
  return { partner, editor, artist, admin, otherPartner, otherEditor };
}

/**
 * The people of an order placed by `placeOrder`: the teams cast, where the Standard Partner's team
 * has the editor (2 days) and the artist (1 day), and the Premium Partner's the second editor
 * (4 days), the second artist (3 days) and the all-rounder. Both Partners get credits: two
 * 10-minute Video Edits and two thumbnails.
 */
export async function orderCast(t: TestApp) {
  const cast = await teamCast(t);
  await addMember(t, cast.admin, cast.partner, cast.editor, ['Editor']);
  await addMember(t, cast.admin, cast.partner, cast.artist, ['Artist']);
  await addMember(t, cast.admin, cast.premium, cast.editor2, ['Editor']);
  await addMember(t, cast.admin, cast.premium, cast.artist2, ['Artist']);
  await addMember(t, cast.admin, cast.premium, cast.allrounder, ['Editor', 'Artist']);
  for (const who of [cast.partner, cast.premium]) {
    await grant(t, who, 'Video Edit', 10, 2);
    await grant(t, who, 'Video Thumbnail', null, 2);
  }
  return cast;
}

/** Gives a user credits straight in the ledger. */
export async function grant(
  t: Pick<TestApp, 'db'>,
  who: TestUser,
  product: ProductName,
  durationMinutes: number | null,
  quantity: number,
) {
  await grantCredits(t.db, {
    userId: who.uid,
    product,
    durationMinutes,
    quantity,
    note: 'test',
    at: new Date().toISOString(),
  });
}
