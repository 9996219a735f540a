import { z } from 'zod/mini';
import { parseJson, Uid } from './inputs.js';
import { Relationship } from './members.js';

const roleList = z
  .array(Relationship, 'Expected a list of relationships.')
  .check(z.minLength(1, 'Name at least one relationship.'))
  .check(z.maxLength(Relationship.options.length))
  .check(
    z.refine((list) => !list.includes('Default') || list.length === 1, {
      message: 'Default (a plain contact) cannot be combined with team roles.',
    }),
  );

/**
 * Body of PUT /api/comm/team (Admin): give `uid2` the listed roles on `uid1`'s team (uid1 is the
 * Partner), or make the two plain contacts with `["Default"]`. Sent once per added member.
 */
export const TeamChange = z
  .object({ uid1: Uid, uid2: Uid, relationship: z.pipe(z.transform(parseJson), roleList) })
  .check(
    z.refine((v) => v.uid1 !== v.uid2, { path: ['uid2'], message: 'Choose two different users.' }),
  );
export type TeamChange = z.infer<typeof TeamChange>;

/** Answer of PUT and DELETE /api/comm/team: the relationship between the two users now. */
export const TeamChangeResponse = z.object({
  ok: z.literal(true),
  relationship: z.array(Relationship),
});
export type TeamChangeResponse = z.infer<typeof TeamChangeResponse>;
