import type { ChatContext, Delivery } from './chat-deps.js';

/** An order notice to post as a System message. */
export type SystemNotice = {
  uids: readonly string[];
  key: string;
  body: string;
  link: string | null;
};

/**
 * Posts an order notice as a System message to each user, once per `key` and user (a repeated
 * call stores nothing new), with `link` to what it is about.
 */
export async function postSystem(ctx: ChatContext, notice: SystemNotice): Promise<Delivery[]> {
  const at = ctx.now().toISOString();
  const deliveries: Delivery[] = [];
  for (const uid of new Set(notice.uids)) {
    const { message, created } = await ctx.repo.insert(
      {
        conversation: `y:${uid}`,
        type: 'System',
        author_id: 'system',
        client_id: `${notice.key}:${uid}`,
        from_id: null,
        to_id: uid,
        thread_id: uid,
        body: notice.body,
        alias: null,
        reference_file_id: null,
        link: notice.link,
        emulated_by: null,
        created_at: at,
      },
      { names: { from: 'System', fromType: 'System' } },
    );
    deliveries.push({ message, recipients: [uid], created });
  }
  return deliveries;
}
