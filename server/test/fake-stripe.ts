import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { stripeApiVersion } from '../integrations/payments/stripe-provider.js';

/** A Checkout Session as the fake keeps it (the fields our code reads). */
export type FakeSession = {
  id: string;
  object: 'checkout.session';
  client_secret: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  payment_intent: string | null;
  expires_at: number;
  ui_mode: string;
  return_url: string;
  client_reference_id: string | null;
  line_items: Array<{ name: string; unit_amount: number; quantity: number }>;
};

/** One call the SDK made, as received. */
export type FakeRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
};

const random = () => randomBytes(12).toString('hex');

function lineItems(form: URLSearchParams) {
  const items: FakeSession['line_items'] = [];
  for (let i = 0; form.has(`line_items[${i}][quantity]`); i += 1)
    items.push({
      name: form.get(`line_items[${i}][price_data][product_data][name]`) ?? '',
      unit_amount: Number(form.get(`line_items[${i}][price_data][unit_amount]`)),
      quantity: Number(form.get(`line_items[${i}][quantity]`)),
    });
  return items;
}

/**
 * A local HTTP server that answers the Stripe SDK's Checkout calls, so the real SDK (with
 * host, port and protocol pointed here) is exercised without the network. Tests move sessions
 * along with `pay`/`expire` and sign webhook bodies with the SDK's own test helper.
 */
export async function startFakeStripe() {
  const sessions = new Map<string, FakeSession>();
  const requests: FakeRequest[] = [];
  let failNext = 0;

  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const form = new URLSearchParams(body);
      requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, form });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${random()}`,
        });
        res.end(JSON.stringify(json));
      };
      if (failNext > 0) {
        failNext -= 1;
        send(400, { error: { type: 'invalid_request_error', message: 'No such thing (fake).' } });
        return;
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const items = lineItems(form);
        const id = `cs_test_${random()}`;
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          client_secret: `${id}_secret_${random()}`,
          status: 'open',
          payment_status: 'unpaid',
          amount_total: items.reduce((s, i) => s + i.unit_amount * i.quantity, 0),
          currency: form.get('line_items[0][price_data][currency]') ?? 'usd',
          payment_intent: null,
          expires_at: Math.floor(Date.now() / 1000) + 86_400,
          ui_mode: form.get('ui_mode') ?? '',
          return_url: form.get('return_url') ?? '',
          client_reference_id: form.get('client_reference_id'),
          line_items: items,
        };
        sessions.set(id, session);
        send(200, session);
        return;
      }
      const match = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)$/.exec(url.pathname);
      if (req.method === 'GET' && match?.[1]) {
        const session = sessions.get(match[1]);
        if (session) send(200, session);
        else send(404, { error: { type: 'invalid_request_error', message: 'No such session' } });
        return;
      }
      const intent = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)$/.exec(url.pathname);
      if (req.method === 'GET' && intent?.[1]) {
        const id = intent[1];
        // The SDK sends expand as expand[0]=…
        const expanded = [...url.searchParams].some(
          ([key, value]) => key.startsWith('expand') && value === 'latest_charge',
        );
        const charge = {
          id: `ch_${id}`,
          object: 'charge',
          receipt_url: `https://pay.stripe.com/receipts/fake/${id}`,
        };
        send(200, {
          id,
          object: 'payment_intent',
          latest_charge: expanded ? charge : charge.id,
        });
        return;
      }
      send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  function session(id: string): FakeSession {
    const found = sessions.get(id);
    if (!found) throw new Error(`fake Stripe has no session ${id}`);
    return found;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    requests,
    /** The next n calls answer an error, as Stripe does when it refuses a request. */
    failNext(n = 1) {
      failNext = n;
    },
    /** The customer paid by card: complete and paid at once. */
    pay(id: string, paymentStatus: 'paid' | 'unpaid' = 'paid'): FakeSession {
      const s = session(id);
      s.status = 'complete';
      s.payment_status = paymentStatus;
      s.payment_intent ??= `pi_${random()}`;
      return s;
    },
    /** A delayed payment method settled. */
    settle(id: string): FakeSession {
      const s = session(id);
      s.payment_status = 'paid';
      return s;
    },
    expire(id: string): FakeSession {
      const s = session(id);
      s.status = 'expired';
      return s;
    },
    /** A webhook body and its Stripe-Signature header, signed with the SDK's test helper. */
    webhook(type: string, object: unknown, secret: string, options: { timestamp?: number } = {}) {
      const payload = JSON.stringify({
        id: `evt_${random()}`,
        object: 'event',
        type,
        api_version: stripeApiVersion,
        created: Math.floor(Date.now() / 1000),
        data: { object },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret,
        ...(options.timestamp ? { timestamp: options.timestamp } : {}),
      });
      return { payload, signature };
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The fake Stripe server's handle. */
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
