import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
// From the app's own dependencies, so the suite runs without bench/node_modules.
import { io, type Socket } from 'socket.io-client';
import type { ChatMessage, SendAck } from '../common/realtime.js';
import { signAccessToken } from '../server/auth/tokens.js';
import type { Member } from './chat-population.js';
import { percentile } from './percentile.js';

// The chat bench's clients: one socket per member, each recording what it receives, and the
// mixed message load with its checks (every message reaches exactly the sockets of its
// conversation, once each, in order), for one server or several.

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A process's resident memory in MB, read from /proc. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

/** p50 / p90 / p99 / max of a list of times in ms. */
export function spread(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
  };
}

/** `got` maps the server's id of every message received to the id its sender made. */
type Client = { member: Member; socket: Socket; got: Map<string, string> };

/** The conversation a received message belongs to, the same key on both ends of a pair. */
const conversationOf = (m: ChatMessage) =>
  m.type === 'Direct' ? [m.from ?? '', m.to].sort().join(':') : m.to;

/** What one phase's sockets record: deliveries, repeats, order and latency by message type. */
function newTally() {
  return {
    deliveries: 0,
    duplicates: 0,
    outOfOrder: 0,
    /** Of those, the ones that came before an earlier message of the same sender. */
    outOfOrderSameSender: 0,
    latencies: { Group: [] as number[], Direct: [] as number[] },
    sentAt: new Map<string, number>(),
  };
}
type Tally = ReturnType<typeof newTally>;

/**
 * Opens one socket per member, 50 at a time, on the server `baseOf` names for it, each counting
 * what it receives; answers the clients and how to close them all.
 */
export async function connectAll(
  members: Member[],
  baseOf: (m: Member) => string,
  key: Uint8Array,
) {
  const tally = newTally();
  const clients: Client[] = [];
  const sockets: Socket[] = [];
  for (let i = 0; i < members.length; i += 50) {
    await Promise.all(
      members.slice(i, i + 50).map(async (member) => {
        const token = await signAccessToken(key, {
          uid: member.uid,
          accountType: member.partner ? 'Partner' : 'Production',
        });
        const socket = io(baseOf(member), {
          path: '/socket.io',
          transports: ['websocket'],
          reconnection: false,
          forceNew: true,
          query: { token },
          auth: { token },
        });
        sockets.push(socket);
        const client: Client = { member, socket, got: new Map() };
        const seqs = new Map<string, number>();
        socket.on('message', (m: ChatMessage) => {
          const at = Date.now();
          tally.deliveries += 1;
          if (client.got.has(m.id)) return void (tally.duplicates += 1);
          client.got.set(m.id, m.clientId);
          const conversation = conversationOf(m);
          const bySender = `${conversation}|${m.from ?? ''}`;
          if (m.seq <= (seqs.get(conversation) ?? 0)) tally.outOfOrder += 1;
          if (m.seq <= (seqs.get(bySender) ?? 0)) tally.outOfOrderSameSender += 1;
          seqs.set(conversation, Math.max(m.seq, seqs.get(conversation) ?? 0));
          seqs.set(bySender, Math.max(m.seq, seqs.get(bySender) ?? 0));
          const start = tally.sentAt.get(m.clientId);
          if (start !== undefined && (m.type === 'Group' || m.type === 'Direct'))
            tally.latencies[m.type].push(at - start);
        });
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
        clients.push(client);
      }),
    );
  }
  const close = () => {
    for (const s of sockets.splice(0)) s.close();
  };
  return { clients, tally, close };
}

/**
 * Sends `rate` messages a second for `seconds` from random members, every other one to the
 * sender's group and the rest to the other end of their direct pair, then waits for the
 * deliveries to arrive and checks them: each stored message must reach every socket of its
 * conversation (the sender's own included: the server sends to all of a user's sockets) once,
 * and no other socket.
 */
export async function mixedLoad(
  { clients, tally }: { clients: Client[]; tally: Tally },
  rate: number,
  seconds: number,
) {
  const total = rate * seconds;
  const byUid = new Map(clients.map((c) => [c.member.uid, c]));
  const byGroup = new Map<string, Client[]>();
  for (const c of clients) byGroup.set(c.member.group, [...(byGroup.get(c.member.group) ?? []), c]);
  // Who should read each message, by the id its sender made (known before any answer), and the
  // messages the server answered as stored, by the server's id.
  const readersOf = new Map<string, Client[]>();
  const expected = new Map<string, Client[]>();
  const sent = { Group: 0, Direct: 0 };
  const refusals: string[] = [];
  const acks: Promise<void>[] = [];
  const start = performance.now();
  for (let n = 0; n < total; n += 1) {
    const due = start + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const sender = clients[Math.floor(Math.random() * clients.length)]!;
    const type = n % 2 === 0 ? 'Group' : 'Direct';
    const to = type === 'Group' ? sender.member.group : sender.member.pair;
    const readers = type === 'Group' ? byGroup.get(to)! : [sender, byUid.get(to)!];
    const clientId = randomUUID();
    sent[type] += 1;
    tally.sentAt.set(clientId, Date.now());
    readersOf.set(clientId, readers);
    acks.push(
      new Promise<void>((resolve) =>
        sender.socket
          .timeout(60_000)
          .emit(
            'onMessage',
            { id: clientId, type, to, body: `bench ${n}` },
            (error: Error | null, ack: SendAck) => {
              if (error) refusals.push('no answer in 60 s');
              else if (ack.ok) expected.set(ack.message.id, readers);
              else refusals.push(JSON.stringify(ack));
              resolve();
            },
          ),
      ),
    );
  }
  const sendSeconds = (performance.now() - start) / 1000;
  await Promise.all(acks);
  let deliveriesExpected = 0;
  for (const readers of expected.values()) deliveriesExpected += readers.length;
  const missing = () => {
    let lost = 0;
    for (const [id, readers] of expected) lost += readers.filter((c) => !c.got.has(id)).length;
    return lost;
  };
  // Deliveries still on their way once the last answer is in get up to 30 s more (a loaded
  // machine queues them), then whatever has not arrived counts as lost.
  const settleBy = Date.now() + 30_000;
  while (missing() > 0 && Date.now() < settleBy) await sleep(250);
  await sleep(1000);
  const lost = missing();
  // A socket that got a message of a conversation it does not read.
  let misdelivered = 0;
  for (const c of clients)
    for (const clientId of c.got.values())
      if (!readersOf.get(clientId)?.includes(c)) misdelivered += 1;
  return {
    messagesSent: total,
    sentGroup: sent.Group,
    sentDirect: sent.Direct,
    messagesStored: expected.size,
    messagesRefused: refusals.length,
    refusals: [...new Set(refusals)].slice(0, 5),
    actualSendSeconds: Math.round(sendSeconds * 100) / 100,
    deliveriesExpected,
    deliveries: tally.deliveries,
    lost,
    duplicates: tally.duplicates,
    outOfOrder: tally.outOfOrder,
    outOfOrderSameSender: tally.outOfOrderSameSender,
    misdelivered,
    deliveryMs: spread([...tally.latencies.Group, ...tally.latencies.Direct]),
    groupDeliveryMs: spread(tally.latencies.Group),
    directDeliveryMs: spread(tally.latencies.Direct),
  };
}
