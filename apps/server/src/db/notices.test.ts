import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createNoticeSender } from './notices';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('createNoticeSender (docs/decisions/016-progress-notices-after-commit.md)', () => {
  it('sends notices that come together in one statement, and later ones in the next', async () => {
    const heard: string[] = [];
    // On a PostgreSQL server the LISTEN is set up after `listen` returns: wait until it is.
    let listening!: () => void;
    const up = new Promise<void>((resolve) => (listening = resolve));
    const listener = await t.database.listen('notices_test', {
      onMessage: (p) => heard.push(p),
      onUp: () => listening(),
      onDown: () => {},
    });
    await up;
    const send = createNoticeSender(t.db, 'notices_test', (err) => {
      throw err;
    });
    t.queries.length = 0;
    await Promise.all([send('reads:1'), send('reads:2'), send('reads:2'), send('reads:3')]);
    expect(t.queries.filter((q) => q.includes('pg_notify'))).toHaveLength(1);
    await send('reads:4');
    expect(t.queries.filter((q) => q.includes('pg_notify'))).toHaveLength(2);
    await listener.sync();
    expect(heard).toEqual(['reads:1', 'reads:2', 'reads:3', 'reads:4']);
    await listener.close();
  });

  it('hands a failure to onError and still resolves, so a committed save is acknowledged', async () => {
    const failing = { execute: () => Promise.reject(new Error('connection lost')) } as unknown as TestApp['db'];
    const errors: unknown[] = [];
    const send = createNoticeSender(failing, 'notices_test', (err) => errors.push(err));
    await expect(send('reads:1')).resolves.toBeUndefined();
    await expect(send('reads:2')).resolves.toBeUndefined();
    expect(errors.map((e) => (e as Error).message)).toEqual(['connection lost', 'connection lost']);
  });
});
