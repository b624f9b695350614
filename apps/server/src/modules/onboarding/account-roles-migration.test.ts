import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { professionalProfiles } from '../../db/schema/professionals';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The migration's first statement, run again on accounts made after the template was migrated.
const backfill = readFileSync(new URL('../../db/migrations/0009_account_roles.sql', import.meta.url), 'utf8').split(
  '--> statement-breakpoint',
)[0]!;

const roleOf = async (userId: number) =>
  (await t.db.select().from(professionalProfiles).where(eq(professionalProfiles.userId, userId))).map((r) => r.role);

describe('accounts made before roles existed (migration 0009)', () => {
  it('each becomes a parent; a professional profile already there stays', async () => {
    const before = await createUser(t.db);
    const pro = await createUser(t.db);
    await t.db.insert(professionalProfiles).values({ userId: pro.id, role: 'professional', professionalType: 'AT' });
    await t.db.execute(sql.raw(backfill));
    expect(await roleOf(before.id)).toEqual(['parent']);
    expect(await roleOf(pro.id)).toEqual(['professional']);
  });

  it('a new account gets no row, so it sees onboarding', async () => {
    const { user, cookie } = await createSignedInUser(t);
    expect(await roleOf(user.id)).toEqual([]);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    expect(me.json().role).toBeNull();
  });
});
