import { eq, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../../../test/child-factories';
import { createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import * as schema from '../../db/schema/index';
import { invitations } from '../../db/schema/professionals';
import { fillAccount, userRow, type Written } from './account-testing';
import { emailOutbox } from '../../db/schema/mail';
import { createMailOutbox } from '../mail/outbox';
import { deleteUserAccount, type AccountDeletion } from './delete-account';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/** Tables that hold nothing about a parent or a professional (settings, catalogue, administrators, jobs). */
const NOT_ABOUT_A_PERSON = [
  'activities',
  // An administrator's invitation and the published terms are the back-office's, not a family's.
  'admin_invitations',
  'admin_login_failures',
  'admin_recovery_codes',
  'admin_tokens',
  'admins',
  'ai_settings',
  'ai_training_items',
  'app_settings',
  'audit_log',
  'email_templates',
  'oauth_states',
  'payment_notifications',
  // Each day's money by plan: sums of every family's payments, naming none.
  'payment_days',
  'payment_settings',
  'plans',
  'scheduled_jobs',
  'smtp_settings',
  'terms_versions',
];

const key = (row: Record<string, unknown>) => JSON.stringify(row);
const bySelf = (): AccountDeletion => ({
  outbox: createMailOutbox({ secretsKey: t.config.secretsKey!, clock: t.clock }),
  by: 'self',
});

async function everyRow(): Promise<Map<string, Set<string>>> {
  const all = new Map<string, Set<string>>();
  for (const table of tables) {
    const rows = (await t.db.select().from(table)) as Record<string, unknown>[];
    all.set(getTableName(table), new Set(rows.map(key)));
  }
  return all;
}

describe('deleteUserAccount (docs/product.md#account-deletion)', () => {
  it('every table about a person is filled by the test, so a new one cannot be forgotten', async () => {
    const other = await createUser(t.db);
    const pro = await createUser(t.db);
    const otherChild = await createChild(t.db, other.id);
    const user = await createUser(t.db);
    const { written } = await fillAccount(t.db, user, pro, otherChild, t.clock.now());
    const filled = new Set([...written.map((w) => w.table), 'users']);
    const names = tables.map((table) => getTableName(table)).sort();
    expect(names.filter((name) => !filled.has(name) && !NOT_ABOUT_A_PERSON.includes(name))).toEqual([]);
  });

  it("removes every row about the person, keeps their payments without them and everyone else's rows", async () => {
    const pro = await createUser(t.db, { email: 'pro@example.com' });
    const other = await createUser(t.db, { email: 'outra@example.com' });
    const otherChild = await createChild(t.db, other.id);
    // Without the factory's acceptance: fillAccount writes the one this test follows.
    const user = await createUser(t.db, { email: 'Marta@Example.com' }, { consent: false });
    const mine = await fillAccount(t.db, user, pro, otherChild, t.clock.now());
    // The other family has everything too (their child seen by `pro`), and accepted-invitation history with `user`.
    const theirs = await fillAccount(t.db, other, pro, await createChild(t.db, pro.id), t.clock.now());
    const [accepted] = await t.db
      .insert(invitations)
      .values({
        parentUserId: other.id,
        professionalEmail: user.email,
        tokenHash: 'accepted-by-marta',
        status: 'accepted',
        childIds: [otherChild.id],
        expiresAt: t.clock.now(),
        acceptedByUserId: user.id,
      })
      .returning();
    expect(theirs.written.length).toBeGreaterThan(20);

    const before = await everyRow();
    const gone: Written[] = [userRow(user), ...mine.written];
    const expected = new Map([...before].map(([name, rows]) => [name, new Set(rows)]));
    for (const { table, row } of gone) expect(expected.get(table)!.delete(key(row)), `${table} ${key(row)}`).toBe(true);
    // Kept as the law requires, without the person.
    for (const { row } of mine.written.filter((w) => w.table === 'payments')) {
      expected.get('payments')!.add(key({ ...row, userId: null }));
    }
    // What the person wrote in another family stays there without them (docs/product.md#account-deletion).
    for (const { table, kept } of mine.written) if (kept) expected.get(table)!.add(key(kept));
    expected.get('invitations')!.delete(key(accepted!));
    expected.get('invitations')!.add(key({ ...accepted!, acceptedByUserId: null }));

    // The family whose child the person saw as a professional: its kept reads are dropped after.
    expect(await t.db.transaction((tx) => deleteUserAccount(tx, user.id, bySelf()))).toEqual([other.id]);

    const after = await everyRow();
    // The one row added: the account_deleted e-mail to the address the account had, and nothing else of it.
    const [notice] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.templateType, 'account_deleted'));
    expect(notice).toMatchObject({ toEmail: 'Marta@Example.com', status: 'pending', secretsEnc: null });
    expect(after.get('email_outbox')!.delete(key(notice!))).toBe(true);
    for (const [name, rows] of expected) expect([...after.get(name)!].sort(), name).toEqual([...rows].sort());
  });

  it('keeps e-mails to an address another account still signs in with', async () => {
    const first = await createUser(t.db, { email: 'mesma@example.com' });
    const second = await createUser(t.db, { email: 'mesma@example.com', issuer: 'https://outro.test' });
    const pro = await createUser(t.db);
    const child = await createChild(t.db, pro.id);
    const { written } = await fillAccount(t.db, first, pro, child, t.clock.now());
    expect(await deleteUserAccount(t.db, first.id, bySelf())).toEqual(expect.any(Array));
    const outbox = (await everyRow()).get('email_outbox')!;
    for (const { row } of written.filter((w) => w.table === 'email_outbox')) expect(outbox.has(key(row))).toBe(true);
    expect(second.id).toBeGreaterThan(0);
  });

  it('answers null for a user that does not exist', async () => {
    const notices = () => t.db.select().from(emailOutbox).where(eq(emailOutbox.templateType, 'account_deleted'));
    const before = await notices();
    expect(await deleteUserAccount(t.db, 999_999_999, bySelf())).toBeNull();
    expect(await notices()).toEqual(before);
  });
});
