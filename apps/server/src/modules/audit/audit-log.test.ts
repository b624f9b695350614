import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/admin';
import { recordAudit, verifyAuditChain } from './audit-log';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = { type: 'admin', id: 1, label: 'admin' } as const;

describe('the audit trail', () => {
  it('chains every entry to the one before, also when written at once', async () => {
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        recordAudit(t.db, t.clock, {
          actor: admin,
          action: 'user.suspended',
          target: { type: 'user', id: i },
          details: { b: [1, { z: 1, a: 'x' }], a: null },
          from: { ip: '10.0.0.1', userAgent: 'test' },
        }),
      ),
    );
    const rows = await t.db.select().from(auditLog).orderBy(auditLog.id);
    expect(rows).toHaveLength(8);
    rows.forEach((row, i) => expect(row.prevHash).toBe(i === 0 ? '' : rows[i - 1]!.hash));
    expect(await verifyAuditChain(t.db, 3)).toEqual({ intact: true, checked: 8, brokenAt: null });
  });

  it('refuses changes and deletions', async () => {
    await expect(t.db.execute(sql`update audit_log set action = 'admin.login'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });

  it('detects an entry changed behind the trigger', async () => {
    const [third] = await t.db.select().from(auditLog).orderBy(auditLog.id).offset(2).limit(1);
    await t.db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    await t.db.execute(sql`update audit_log set target_id = '99' where id = ${third!.id}`);
    await t.db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    expect(await verifyAuditChain(t.db)).toEqual({ intact: false, checked: 2, brokenAt: third!.id });
  });
});
