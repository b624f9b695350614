import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeMercadoPago, type FakeMercadoPago } from '../../../test/fake-mercado-pago';
import { checkAccessToken } from './connection-test';

/** A peer that takes the connection and never answers: what a dead network path looks like. */
let silent: Server;
let silentUrl: string;
const sockets: Socket[] = [];
let fake: FakeMercadoPago;

beforeAll(async () => {
  silent = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const address = silent.address();
  silentUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  fake = await startFakeMercadoPago();
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
  await fake.close();
});

describe('checkAccessToken (docs/product.md#admin-mercado-pago)', () => {
  it('gives up on a peer that never answers after its timeout, as unreachable', async () => {
    const started = performance.now();
    const outcome = await checkAccessToken({ accessToken: 'APP_USR-any', apiUrl: silentUrl, timeoutMs: 50 });
    expect(outcome).toBe('unreachable');
    expect(performance.now() - started).toBeLessThan(2000);
    // The request did reach the peer: the wait was for its answer.
    await vi.waitFor(() => expect(sockets.length).toBeGreaterThan(0));
  });

  it('tells a refused token (401) from an unreachable server', async () => {
    fake.validTokens.add('APP_USR-good');
    expect(await checkAccessToken({ accessToken: 'APP_USR-good', apiUrl: fake.url })).toBe('ok');
    expect(await checkAccessToken({ accessToken: 'APP_USR-bad', apiUrl: fake.url })).toBe('refused');
    expect(await checkAccessToken({ accessToken: 'APP_USR-good', apiUrl: 'http://127.0.0.1:9' })).toBe('unreachable');
  });
});
