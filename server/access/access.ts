import type { Kysely } from 'kysely';
import type { Principal } from '../auth/tokens.js';
import type { Database } from '../db/schema.js';
import { AppError } from '../errors.js';
import { accessRepository } from './access.repository.js';
import { orderAccessRepository } from './order-access.repository.js';
import { orderRules, type OrderPermission, type OrderRule } from './order-permissions.js';

/** What the access rules need to know of a finished drive file. */
export type FileFacts = {
  id: string;
  folderOwnerId: string;
  uploaderId: string;
  orderId: string | null;
};

/**
 * Whether `uid` owns a file: they uploaded it, or it sits in one of their folders (like the
 * deliveries of their orders). Only such a file may be sent in a chat, since sending it makes it
 * readable by every reader of the conversation (decision 023).
 */
export function ownsFile(
  uid: string,
  file: Pick<FileFacts, 'uploaderId' | 'folderOwnerId'>,
): boolean {
  return file.uploaderId === uid || file.folderOwnerId === uid;
}

/** For a permission on one's own work (`ownWork`): who wrote it (null: a guest). */
export type OwnWork = { authorId?: string | null };

/**
 * Who may see which order and which file, and who may do what to an order: the one place those
 * facts live, read by the drive, orders, review, media and chat. Permissions on an order are named
 * (`order.review`) and listed in one table (order-permissions.ts). An order is seen by its Partner, its current staff member, the staff member
 * it is being passed to (so they can look before accepting) and Admins; a staff member the order
 * was passed away from loses it. A finished file is read by its uploader, its folder's owner,
 * Admins, everyone who sees the order it belongs to, and everyone who reads a chat conversation
 * it was sent in (decision 023).
 */
export function accessRules(db: Kysely<Database>) {
  const repo = accessRepository(db);

  /** The standings of the caller on each existing order of `ids`, an Admin's powers included. */
  async function standings(principal: Principal, ids: readonly string[]) {
    const found = await orderAccessRepository(db).orderStandings(principal.uid, ids);
    if (principal.accountType === 'Admin') for (const s of found.values()) s.push('admin');
    return found;
  }

  const allows = (rule: OrderRule, held: readonly string[] | undefined, list: 'allow' | 'seen') =>
    held !== undefined && held.some((s) => (rule[list] as readonly string[]).includes(s));

  return {
    /** Of `orderIds`, those on which the caller holds `permission`; one query for all of them. */
    async check(
      principal: Principal,
      permission: OrderPermission,
      orderIds: readonly string[],
      work: OwnWork = {},
    ): Promise<ReadonlySet<string>> {
      const rule: OrderRule = orderRules[permission];
      if (rule.accountType && principal.accountType !== rule.accountType) return new Set();
      if (rule.ownWork && work.authorId !== principal.uid) return new Set();
      const found = await standings(principal, orderIds);
      return new Set(orderIds.filter((id) => allows(rule, found.get(id), 'allow')));
    },

    /**
     * Refuses unless the caller holds `permission` on the order: 403 `forbidden` to a caller of
     * another account type than the permission's, or to one who sees the order but may not do
     * this (or, on one's own work, did not write it); 404 `not_found` to everyone else, so a
     * stranger never learns the order exists.
     */
    async require(
      principal: Principal,
      permission: OrderPermission,
      orderId: string,
      work: OwnWork = {},
    ) {
      const rule: OrderRule = orderRules[permission];
      if (rule.accountType && principal.accountType !== rule.accountType)
        throw new AppError('forbidden');
      const held = (await standings(principal, [orderId])).get(orderId);
      const own = !rule.ownWork || work.authorId === principal.uid;
      if (own && allows(rule, held, 'allow')) return;
      throw new AppError(allows(rule, held, 'seen') ? 'forbidden' : 'not_found');
    },

    /** Ids of the orders the caller sees through their own part in them (not Admin powers). */
    visibleOrderIds(principal: Principal): Promise<string[]> {
      return repo.ordersOf(principal.uid);
    },

    /** Of `files`, the ids the caller may read; asks the database once for all of them. */
    async readableFileIds(
      principal: Principal,
      files: readonly FileFacts[],
    ): Promise<ReadonlySet<string>> {
      const own = (f: FileFacts) => principal.accountType === 'Admin' || ownsFile(principal.uid, f);
      const readable = new Set(files.filter(own).map((f) => f.id));
      const orderIds = [
        ...new Set(
          files
            .filter((f) => !readable.has(f.id) && f.orderId !== null)
            .map((f) => f.orderId as string),
        ),
      ];
      if (orderIds.length > 0) {
        const reachable = new Set(await repo.ordersOf(principal.uid, orderIds));
        for (const f of files)
          if (f.orderId !== null && reachable.has(f.orderId)) readable.add(f.id);
      }
      const rest = files.filter((f) => !readable.has(f.id)).map((f) => f.id);
      for (const id of await repo.sharedInChat(principal.uid, rest)) readable.add(id);
      return readable;
    },

    /**
     * What the File Manager says of each order: its heading (title and type), its version (2 for
     * a revision) and the key its revisions share with it (the video and the type).
     */
    async orderLabels(
      ids: readonly string[],
    ): Promise<Record<string, { title: string; version: number; chain: string }>> {
      const rows = await repo.titles(ids);
      return Object.fromEntries(
        rows.map((r) => [
          r.id,
          {
            title: `${r.title} (${r.type})`,
            version: r.version,
            chain: `${r.video_request_id}:${r.type}`,
          },
        ]),
      );
    },

    /** The orders tied to a folder, and whether each is still in progress (folder deletion). */
    ordersAt(folderId: string, fileOrderIds: readonly string[]) {
      return repo.ordersAt(folderId, fileOrderIds);
    },

    /** Each order's heading in the File Manager: its title and type. */
    async orderTitles(ids: readonly string[]): Promise<Record<string, string>> {
      const rows = await repo.titles(ids);
      return Object.fromEntries(rows.map((r) => [r.id, `${r.title} (${r.type})`]));
    },
  };
}

/** The access rules, as the features receive them. */
export type AccessRules = ReturnType<typeof accessRules>;
