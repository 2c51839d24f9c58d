/**
 * A local Stripe-compatible HTTP server for tests (issue 34; no internet): it answers the few API calls the
 * portal makes through the real `stripe` SDK — create, retrieve and expire a Checkout Session, create a
 * refund — with Stripe-shaped JSON, records every request as the SDK sent it (method, path, secret key,
 * idempotency key, form-encoded body decoded with `qs`, as Stripe decodes it), and lets a test complete or
 * expire a session and build the event Stripe would send (sign it with `stripe.webhooks.generateTestHeaderString`).
 * `stripe-stateful-mock` (npm) was tried first: it serves charges, customers and refunds but no Checkout
 * Sessions, so this double stands in.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';

/** One request the SDK sent. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** The secret key of the `Authorization: Bearer …` header. */
  key: string | null;
  idempotencyKey: string | null;
  body: Record<string, unknown>;
}

/** A stored Checkout Session (the fields the portal reads, and what it was created with). */
export type DoubleSession = Record<string, unknown> & {
  id: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  payment_intent: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_total: number;
};

/** The running double. */
export interface StripeDouble {
  /** Base URL for `STRIPE_API_BASE`. */
  url: string;
  requests: RecordedRequest[];
  sessions: Map<string, DoubleSession>;
  /** Completes a session as Stripe would after a card payment (`paid`), or with a delayed method (`unpaid`). */
  complete(id: string, paymentStatus?: 'paid' | 'unpaid'): DoubleSession;
  /** Expires an open session. */
  expire(id: string): DoubleSession;
  /** A Stripe event (`evt_…`) carrying `object`, as JSON text ready to sign and post. */
  event(type: string, object: unknown, id?: string): { id: string; payload: string };
  close(): Promise<void>;
}

const newId = (prefix: string) => `${prefix}_test_${crypto.randomBytes(12).toString('hex')}`;

/** Starts the double on a free port of 127.0.0.1. */
export async function startStripeDouble(): Promise<StripeDouble> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, DoubleSession>();
  const byIdempotency = new Map<string, unknown>();

  const answer = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
    res.end(JSON.stringify(body));
  };
  const missing = (res: http.ServerResponse, message: string) =>
    answer(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message } });

  function route(req: RecordedRequest): [number, unknown] {
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(req.path);
    if (req.method === 'POST' && req.path === '/v1/checkout/sessions') {
      const items = (req.body.line_items ?? []) as {
        quantity: string;
        price_data: { unit_amount: string };
      }[];
      const amount = items.reduce(
        (sum, item) => sum + Number(item.price_data.unit_amount) * Number(item.quantity),
        0,
      );
      const id = newId('cs');
      const session: DoubleSession = {
        id,
        object: 'checkout.session',
        mode: req.body.mode,
        currency: req.body.currency,
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        client_reference_id: (req.body.client_reference_id as string) ?? null,
        metadata: (req.body.metadata as Record<string, string>) ?? {},
        amount_total: amount,
        success_url: req.body.success_url,
        cancel_url: req.body.cancel_url,
        url: `https://checkout.stripe.test/c/pay/${id}`,
        expires_at: Math.floor(Date.now() / 1000) + 24 * 3600,
      };
      sessions.set(id, session);
      return [200, session];
    }
    if (sessionPath) {
      const session = sessions.get(decodeURIComponent(sessionPath[1]!));
      if (!session) return [404, null];
      if (req.method === 'GET' && !sessionPath[2]) return [200, session];
      if (req.method === 'POST' && sessionPath[2]) {
        if (session.status !== 'open')
          return [
            400,
            { error: { type: 'invalid_request_error', message: 'Only open sessions can be expired.' } },
          ];
        session.status = 'expired';
        return [200, session];
      }
    }
    if (req.method === 'POST' && req.path === '/v1/refunds')
      return [
        200,
        {
          id: newId('re'),
          object: 'refund',
          amount: Number(req.body.amount),
          currency: 'aud',
          payment_intent: req.body.payment_intent,
          status: 'succeeded',
        },
      ];
    return [404, null];
  }

  const server = http.createServer((request, res) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://double');
      const text = Buffer.concat(chunks).toString('utf8');
      const auth = request.headers.authorization ?? '';
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        key: auth.startsWith('Bearer ') ? auth.slice(7) : null,
        idempotencyKey: (request.headers['idempotency-key'] as string | undefined) ?? null,
        body: qs.parse(text) as Record<string, unknown>,
      };
      requests.push(recorded);
      const replayKey = recorded.idempotencyKey && `${recorded.key}:${recorded.idempotencyKey}`;
      if (replayKey && byIdempotency.has(replayKey)) return answer(res, 200, byIdempotency.get(replayKey));
      const [status, body] = route(recorded);
      if (status === 404 && body === null) return missing(res, `No such resource: ${recorded.path}`);
      if (replayKey && status === 200) byIdempotency.set(replayKey, body);
      return answer(res, status, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    complete(id, paymentStatus = 'paid') {
      const session = sessions.get(id)!;
      session.status = 'complete';
      session.payment_status = paymentStatus;
      session.payment_intent = newId('pi');
      return session;
    },
    expire(id) {
      const session = sessions.get(id)!;
      session.status = 'expired';
      return session;
    },
    event(type, object, id = newId('evt')) {
      return {
        id,
        payload: JSON.stringify({
          id,
          object: 'event',
          api_version: '2026-11-18.endive',
          created: Math.floor(Date.now() / 1000),
          livemode: false,
          type,
          data: { object },
        }),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
