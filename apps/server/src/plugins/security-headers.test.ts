import helmet from 'helmet';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { helmetHeaders } from './security-headers';

const options = { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"] } } };

/** The headers helmet itself sets on a real answer, for comparison. */
async function fromHelmet(): Promise<Record<string, string>> {
  const server = http.createServer((req, res) => helmet(options)(req, res, () => res.end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const skip = new Set(['connection', 'content-length', 'date', 'keep-alive']);
    return Object.fromEntries([...res.headers].filter(([name]) => !skip.has(name)));
  } finally {
    server.close();
  }
}

describe('security headers worked out once', () => {
  it('are exactly the ones helmet sets on an answer', async () => {
    expect(helmetHeaders(options)).toEqual(await fromHelmet());
  });
});
