import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../../test/child-factories';
import { createSignedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { GENERIC_ERROR } from './errors';
import { keyed } from '../../test/idempotency-key';

/**
 * Logs carry no personal or health data and no secrets, at any level: an outside probe found a
 * failed query's parameters (a child's name, birth date, diagnosis, notes, token hashes) in the log.
 */
let t: TestApp;
let lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'trace' }, { logStream: sink });
});
afterAll(() => t.close());

const SECRETS = ['Joaquina Secreta', '2019-04-17', 'gosta de dinossauros e tem medo de barulho'];

describe('a failing query', () => {
  it('answers 500 with a correlation id, and the log names the failure but none of its values', async () => {
    const parent = await createSignedInUser(t, { fullName: 'Mãe Reservada', email: 'mae.reservada@example.com' });
    await createChild(t.db, parent.user.id);
    // Make every insert into children fail inside PostgreSQL, after the values were sent.
    await t.db.execute(sql`alter table children add constraint probe_fails check (length(name) < 0) not valid`);
    try {
      lines = [];
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/children',
        headers: keyed({ cookie: parent.cookie }),
        payload: {
          name: SECRETS[0],
          birth_date: SECRETS[1],
          diagnosis_tea: 1,
          tea_level: 2,
          learning_preferences: SECRETS[2],
        },
      });
      expect(res.statusCode).toBe(500);
      const { correlation_id } = res.json();
      expect(res.json()).toEqual({ error: GENERIC_ERROR, correlation_id: expect.any(String) });

      const log = lines.join('');
      const failure = lines.map((l) => JSON.parse(l)).find((l) => l.correlation_id === correlation_id);
      expect(failure).toBeDefined();
      expect(failure.err.type).toBe('DrizzleQueryError');
      expect(failure.err.cause.code).toBe('23514'); // check_violation: what failed stays visible
      expect(failure.err.cause.constraint).toBe('probe_fails');
      expect(failure.err.query).toContain('insert into "children"');
      for (const secret of [...SECRETS, 'Mãe Reservada', 'mae.reservada@example.com', parent.cookie.split('=')[1]!]) {
        expect(log).not.toContain(secret);
      }
      expect(log).not.toMatch(/params:/);
    } finally {
      await t.db.execute(sql`alter table children drop constraint probe_fails`);
    }
  });

  it('request lines carry no query string, cookie or authorization', async () => {
    const parent = await createSignedInUser(t);
    lines = [];
    await t.app.inject({
      method: 'GET',
      url: '/api/activities?category=focus&code=segredo-do-login',
      headers: { cookie: parent.cookie, authorization: 'Bearer segredo-do-admin' },
    });
    const log = lines.join('');
    expect(log).toContain('/api/activities');
    expect(log).not.toContain('segredo');
    expect(log).not.toContain(parent.cookie.split('=')[1]!);
  });
});
