import { INVALID_AUDIT_ACTION, INVALID_AUDIT_DATE, INVALID_AUDIT_PERIOD } from '@neurobridge/shared/api/admin-audit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminToken } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { recordAudit } from './audit-log';

let t: TestApp;
let token: string;
const start = new Date('2026-03-10T15:00:00Z');
beforeAll(async () => {
  t = await createTestApp();
  token = await createAdminToken(t, { expiresAt: new Date('2100-01-01T00:00:00Z') });
  t.clock.set(start);
  const from = { ip: '192.0.2.1', userAgent: 'Firefox' };
  await recordAudit(t.db, t.clock, { actor: { type: 'admin', id: 1, label: 'gestora' }, action: 'admin.login', from });
  t.clock.advance(24 * 60 * 60 * 1000);
  await recordAudit(t.db, t.clock, {
    actor: { type: 'system' },
    action: 'admin.login_failed',
    details: { username: 'intrusa', reason: 'password' },
    from,
  });
  t.clock.advance(24 * 60 * 60 * 1000);
  await recordAudit(t.db, t.clock, {
    actor: { type: 'admin', id: 1, label: 'gestora' },
    action: 'user.suspended',
    target: { type: 'user', id: 42 },
    details: { reason: 'teste' },
  });
  await recordAudit(t.db, t.clock, {
    actor: { type: 'user', id: 7, label: 'mae@example.com' },
    action: 'account.exported',
  });
});
afterAll(() => t.close());

const list = (query = '') =>
  t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: { cookie: `nb_admin=${token}` } });

describe('GET /api/admin/audit (docs/product.md#audit-trail)', () => {
  it('lists newest first with who, when, what, target, details and where from', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const { entries, next_cursor } = res.json();
    expect(next_cursor).toBeNull();
    expect(entries.map((e: { action: string }) => e.action)).toEqual([
      'account.exported',
      'user.suspended',
      'admin.login_failed',
      'admin.login',
    ]);
    expect(entries[1]).toEqual({
      id: expect.any(Number),
      at: new Date(start.getTime() + 2 * 24 * 60 * 60 * 1000).toISOString(),
      actor_type: 'admin',
      actor_label: 'gestora',
      action: 'user.suspended',
      action_label: 'Conta suspensa',
      target_type: 'user',
      target_id: '42',
      details: { reason: 'teste' },
      ip: null,
      user_agent: null,
    });
    expect(entries[3]).toMatchObject({ ip: '192.0.2.1', user_agent: 'Firefox', details: null });
    expect(entries[2]).toMatchObject({ actor_type: 'system', actor_label: null });
  });

  it('pages by cursor', async () => {
    const first = (await list('?limit=3')).json();
    expect(first.entries).toHaveLength(3);
    const second = (await list(`?limit=3&cursor=${first.next_cursor}`)).json();
    expect(second.entries.map((e: { action: string }) => e.action)).toEqual(['admin.login']);
    expect(second.next_cursor).toBeNull();
  });

  it('filters by action, actor (any case, part of the name) and São Paulo days', async () => {
    const actions = async (q: string) => (await list(q)).json().entries.map((e: { action: string }) => e.action);
    expect(await actions('?action=admin.login_failed')).toEqual(['admin.login_failed']);
    expect(await actions('?actor=GEST')).toEqual(['user.suspended', 'admin.login']);
    expect(await actions('?actor=%25')).toEqual([]);
    // 2026-03-10 15:00Z is 12:00 in São Paulo on the 10th.
    expect(await actions('?from=2026-03-10&to=2026-03-10')).toEqual(['admin.login']);
    expect(await actions('?from=2026-03-11')).toEqual(['account.exported', 'user.suspended', 'admin.login_failed']);
    expect(await actions('?to=2026-03-09')).toEqual([]);
  });

  it('refuses bad filters with a pt-BR 400', async () => {
    const cases: [string, string][] = [
      ['?action=admin.hack', INVALID_AUDIT_ACTION],
      ['?from=2026-02-30', INVALID_AUDIT_DATE],
      ['?to=ontem', INVALID_AUDIT_DATE],
      ['?from=2026-03-12&to=2026-03-10', INVALID_AUDIT_PERIOD],
      ['?limit=0', 'O limite deve ser um número de 1 a 100.'],
      ['?limit=101', 'O limite deve ser um número de 1 a 100.'],
      ['?cursor=-1', 'Cursor inválido.'],
      [`?actor=${'a'.repeat(101)}`, 'O filtro de autor pode ter no máximo 100 caracteres.'],
      ['?extra=1', 'Campo não permitido: extra.'],
    ];
    for (const [query, error] of cases) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ error });
    }
  });
});

describe('GET /api/admin/audit/verify', () => {
  const verify = () =>
    t.app.inject({ method: 'GET', url: '/api/admin/audit/verify', headers: { cookie: `nb_admin=${token}` } });

  it('says the chain is intact, and where it breaks when an entry was altered behind the trigger', async () => {
    expect((await verify()).json()).toEqual({ intact: true, checked: 4, broken_at: null });
    const [second] = (await list('?action=admin.login_failed')).json().entries;
    // Someone with database access switches the append-only trigger off and rewrites an entry.
    await t.db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    await t.db.execute(sql`update audit_log set actor_label = 'outra' where id = ${second.id}`);
    await t.db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    expect((await verify()).json()).toEqual({ intact: false, checked: 1, broken_at: second.id });
  });
});
