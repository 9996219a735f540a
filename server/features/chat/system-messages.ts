import type { ChatContext, Delivery } from './chat-deps.js';

/** An order notice to post as a System message: each reader gets the text written for them. */
export type SystemNotice = {
  /** `seen`: the notice tells the reader of their own action, so it is stored as read. */
  readers: readonly { uid: string; body: string; seen?: boolean }[];
  key: string;
  link: string | null;
};

/**
 * Posts an order notice as a System message to each reader, in the words written for them, once per `key` and user (a repeated
 * call stores nothing new), with `link` to what it is about.
 */
export async function postSystem(ctx: ChatContext, notice: SystemNotice): Promise<Delivery[]> {
  const at = ctx.now().toISOString();
  const deliveries: Delivery[] = [];
  const bodies = new Map(notice.readers.map((r) => [r.uid, r.body]));
  const seen = new Set(notice.readers.filter((r) => r.seen).map((r) => r.uid));
  for (const [uid, body] of bodies) {
    const { message, created } = await ctx.repo.insert(
      {
        conversation: `y:${uid}`,
        type: 'System',
        author_id: 'system',
        client_id: `${notice.key}:${uid}`,
        from_id: null,
        to_id: uid,
        thread_id: uid,
        body,
        alias: null,
        reference_file_id: null,
        link: notice.link,
        emulated_by: null,
        created_at: at,
      },
      { names: { from: 'System', fromType: 'System' } },
    );
    if (seen.has(uid)) {
      if (created) await ctx.repo.markRead(uid, `y:${uid}`, message.seq, at);
      deliveries.push({ message: { ...message, seen: true }, recipients: [uid], created });
    } else deliveries.push({ message, recipients: [uid], created });
  }
  return deliveries;
}
