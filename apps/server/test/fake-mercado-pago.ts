import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A payment the test has Mercado Pago know about. */
export interface FakePayment {
  id: string;
  status: string;
  transaction_amount: number;
  currency_id: string;
  external_reference: string | null;
  date_approved?: string | null;
}

export interface RecordedCall {
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

/**
 * A local stand-in for Mercado Pago's API over real HTTP, answering the requests the official
 * SDK makes (node_modules/mercadopago/dist/clients/{preference,payment,paymentRefund}): the
 * test points MERCADO_PAGO_API_URL at `url`.
 */
export interface FakeMercadoPago {
  url: string;
  preferences: RecordedCall[];
  /** Every refund call, repeated ones too; a repeated idempotency key answers its first refund again. */
  refunds: (RecordedCall & { paymentId: string })[];
  /** Every GET /v1/payments/:id, by id. */
  paymentReads: string[];
  payments: Map<string, FakePayment>;
  /** The access tokens `GET /users/me` accepts (the connection test); others get 401. */
  validTokens: Set<string>;
  /** The Authorization header of every GET /users/me. */
  userReads: (string | undefined)[];
  /** Answer 500 to these calls while set. */
  readonly failing: { preferences: boolean; payments: boolean; refunds: boolean };
  setPayment(payment: FakePayment): void;
  reset(): void;
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const notFound = (res: ServerResponse, message: string) =>
  json(res, 404, { message, error: 'not_found', status: 404, cause: [{ code: 2000, description: message }] });
const serverError = (res: ServerResponse) =>
  json(res, 500, { message: 'internal_error', error: 'internal_error', status: 500, cause: [] });

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startFakeMercadoPago(): Promise<FakeMercadoPago> {
  let nextRefund = 9000;
  const refundsByKey = new Map<string, { id: number; payment_id: number; amount: number }>();
  const fake: Omit<FakeMercadoPago, 'url' | 'close'> = {
    preferences: [],
    refunds: [],
    paymentReads: [],
    payments: new Map(),
    validTokens: new Set(),
    userReads: [],
    failing: { preferences: false, payments: false, refunds: false },
    setPayment: (payment) => void fake.payments.set(payment.id, payment),
    reset() {
      nextRefund = 9000;
      refundsByKey.clear();
      fake.preferences.length = 0;
      fake.refunds.length = 0;
      fake.paymentReads.length = 0;
      fake.payments.clear();
      fake.validTokens.clear();
      fake.userReads.length = 0;
      Object.assign(fake.failing, { preferences: false, payments: false, refunds: false });
    },
  };

  const record = async (req: IncomingMessage): Promise<RecordedCall> => ({
    body: await readJson(req),
    idempotencyKey: req.headers['x-idempotency-key'] as string | undefined,
    authorization: req.headers.authorization,
  });

  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const handle = async () => {
      if (req.method === 'POST' && /^\/checkout\/preferences\/?$/.test(path)) {
        if (fake.failing.preferences) return serverError(res);
        const call = await record(req);
        fake.preferences.push(call);
        const id = `pref-${randomUUID()}`;
        return json(res, 201, { id, init_point: `http://fake-mp/checkout?pref=${id}`, ...call.body });
      }
      if (req.method === 'GET' && path === '/users/me') {
        const authorization = req.headers.authorization;
        fake.userReads.push(authorization);
        const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
        if (!token || !fake.validTokens.has(token))
          return json(res, 401, { message: 'invalid access token', error: 'unauthorized', status: 401, cause: [] });
        return json(res, 200, { id: 123456, nickname: 'TESTUSER', site_id: 'MLB' });
      }
      const payment = /^\/v1\/payments\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && payment) {
        const id = decodeURIComponent(payment[1]!);
        fake.paymentReads.push(id);
        if (fake.failing.payments) return serverError(res);
        const found = fake.payments.get(id);
        if (!found) return notFound(res, 'Payment not found');
        return json(res, 200, { ...found, id: /^\d+$/.test(found.id) ? Number(found.id) : found.id });
      }
      const refund = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(path);
      if (req.method === 'POST' && refund) {
        if (fake.failing.refunds) return serverError(res);
        const paymentId = decodeURIComponent(refund[1]!);
        const found = fake.payments.get(paymentId);
        if (!found) return notFound(res, 'Payment not found');
        const call = await record(req);
        fake.refunds.push({ ...call, paymentId });
        // As Mercado Pago does: a repeated X-Idempotency-Key answers the first refund, refunding nothing again.
        const earlier = call.idempotencyKey ? refundsByKey.get(call.idempotencyKey) : undefined;
        if (earlier) return json(res, 201, earlier);
        found.status = 'refunded';
        nextRefund += 1;
        const made = { id: nextRefund, payment_id: Number(paymentId), amount: found.transaction_amount };
        if (call.idempotencyKey) refundsByKey.set(call.idempotencyKey, made);
        return json(res, 201, made);
      }
      return notFound(res, 'resource not found');
    };
    handle().catch(() => serverError(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The SDK's fetch keeps its connections open for a while: do not wait for them.
        server.closeAllConnections();
      }),
  });
}

/**
 * A notification as Mercado Pago sends it to the notification URL, signed with `secret` as of
 * `now` (docs/product.md#payment-webhook): pass the result to `app.inject`.
 */
export function signedNotification(opts: {
  secret: string;
  paymentId: string;
  now: Date;
  path?: string;
  requestId?: string;
  type?: string;
  /** The signed id, when it should differ from the one sent. */
  signedId?: string;
  ts?: string;
}) {
  const ts = opts.ts ?? String(Math.floor(opts.now.getTime() / 1000));
  const requestId = opts.requestId ?? randomUUID();
  const signedId = opts.signedId ?? opts.paymentId;
  const id = /^[a-z0-9]+$/i.test(signedId) ? signedId.toLowerCase() : signedId;
  const v1 = createHmac('sha256', opts.secret).update(`id:${id};request-id:${requestId};ts:${ts};`).digest('hex');
  const type = opts.type ?? 'payment';
  const query = new URLSearchParams({ 'data.id': opts.paymentId, type });
  return {
    method: 'POST' as const,
    url: `${opts.path ?? '/api/mercado-pago/notifications'}?${query}`,
    headers: { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId, 'content-type': 'application/json' },
    payload: { action: `${type}.updated`, api_version: 'v1', type, data: { id: opts.paymentId }, live_mode: false },
  };
}
