import { ADMIN_SUSPENDED } from '@neurobridge/shared/api/admin-auth';
import {
  ADMIN_NOT_FOUND,
  ADMIN_ROLE_REQUIRED,
  ADMIN_SUSPEND_REASON_REQUIRED,
  ADMIN_SUSPEND_REASON_TOO_LONG,
  INVALID_ADMIN_ID,
  NOT_YOURSELF,
} from '@neurobridge/shared/api/admin-team';
import { AREA_FORBIDDEN, LAST_OWNER } from '@neurobridge/shared/domain/admin-roles';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { admins, adminTokens } from '../../db/schema/admin';
import { ADMIN_REQUIRED } from '../../plugins/route-access';
import { ADMIN_PASSWORD, createAdmin, login, tokenFromCookie } from '../admin-auth/admin-auth-testing';
import { createAdminTeamService } from './admin-team-service';
import { auditOf, teamCall, teamCounts, teamMember, type Member } from './admin-team-testing';

let t: TestApp;
let owner: Member;
beforeAll(async () => {
  t = await createTestApp();
  owner = await teamMember(t, 'owner', { email: 'dona@example.com' });
});
afterAll(() => t.close());

const changeRole = (id: number | string, role: unknown, who: Member = owner, app: TestApp = t) =>
  teamCall(app, who, 'PATCH', `/api/admin/team/${id}`, { role });
const suspend = (id: number | string, payload: unknown, who: Member = owner, app: TestApp = t) =>
  teamCall(app, who, 'POST', `/api/admin/team/${id}/suspend`, payload);
const reactivate = (id: number | string, who: Member = owner) =>
  teamCall(t, who, 'POST', `/api/admin/team/${id}/reactivate`);
const rowOf = async (id: number) => (await t.db.select().from(admins).where(eq(admins.id, id)))[0]!;

describe('GET /api/admin/team (docs/product.md#admin-team)', () => {
  it('lists every member with role, second factor, last sign-in and suspension, and no secret', async () => {
    const support = await teamMember(t, 'support', { email: 'suporte@example.com', totpEnabled: true });
    const res = await teamCall(t, owner, 'GET', '/api/admin/team');
    expect(res.statusCode).toBe(200);
    const { members } = res.json();
    expect(members.find((m: { id: number }) => m.id === support.id)).toEqual({
      id: support.id,
      username: support.username,
      email: 'suporte@example.com',
      role: 'support',
      totp_enabled: true,
      created_at: support.createdAt.toISOString(),
      last_login_at: null,
      suspended_at: null,
      suspended_reason: null,
    });
    expect(members.map((m: { id: number }) => m.id)).toEqual(
      [...members.map((m: { id: number }) => m.id)].sort((a, b) => a - b),
    );
    expect(res.body).not.toMatch(/password|totp_secret|hash/i);
  });
});

describe('PATCH /api/admin/team/:id (the role)', () => {
  it('changes the role at once: the member’s live sign-in reaches the new areas only; audited', async () => {
    const member = await teamMember(t, 'support');
    const users = () => teamCall(t, member, 'GET', '/api/admin/users');
    const activities = () => teamCall(t, member, 'GET', '/api/admin/activities');
    expect((await users()).statusCode).toBe(200);
    expect((await activities()).statusCode).toBe(403);

    const res = await changeRole(member.id, 'content');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: member.id, role: 'content' });
    const refused = await users();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: AREA_FORBIDDEN });
    expect((await activities()).statusCode).toBe(200);

    const [entry] = (await auditOf(t, 'team.role_changed')).filter((e) => e.targetId === String(member.id));
    expect(entry).toMatchObject({
      actorId: owner.id,
      actorLabel: owner.username,
      targetType: 'admin',
      details: { username: member.username, old: 'support', new: 'content' },
    });
  });

  it('the same role again changes nothing and is not audited again (a double click)', async () => {
    const member = await teamMember(t, 'support');
    await changeRole(member.id, 'owner');
    const again = await changeRole(member.id, 'owner');
    expect(again.statusCode).toBe(200);
    expect((await auditOf(t, 'team.role_changed')).filter((e) => e.targetId === String(member.id))).toHaveLength(1);
  });

  it('not one’s own role (409), nothing written', async () => {
    const before = await teamCounts(t);
    const res = await changeRole(owner.id, 'support');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: NOT_YOURSELF });
    expect(await teamCounts(t)).toEqual(before);
    expect((await rowOf(owner.id)).role).toBe('owner');
  });

  it.each([
    ['an unknown role', { role: 'root' }, ADMIN_ROLE_REQUIRED],
    ['no role', {}, ADMIN_ROLE_REQUIRED],
    ['a role as a number', { role: 1 }, ADMIN_ROLE_REQUIRED],
    ['an unknown field', { role: 'support', suspended: false }, 'Campo não permitido: suspended.'],
  ])('refuses %s with 400, writing nothing', async (_label, payload, message) => {
    const member = await teamMember(t, 'content');
    const before = await teamCounts(t);
    const res = await teamCall(t, owner, 'PATCH', `/api/admin/team/${member.id}`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await teamCounts(t)).toEqual(before);
    expect((await rowOf(member.id)).role).toBe('content');
  });

  it('404 for an admin that does not exist, 400 for an id that is not one', async () => {
    expect((await changeRole(999_999, 'support')).json()).toEqual({ error: ADMIN_NOT_FOUND });
    const bad = await changeRole('abc', 'support');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: INVALID_ADMIN_ID });
  });
});

describe('suspending and reactivating', () => {
  it('a suspension ends every sign-in at once and refuses the next one with the reason; audited', async () => {
    const admin = await createAdmin(t);
    await t.db.update(admins).set({ role: 'support' }).where(eq(admins.id, admin.id));
    const tokens = await Promise.all(
      [1, 2].map(async () => tokenFromCookie(await login(t, { username: admin.username, password: ADMIN_PASSWORD }))!),
    );
    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: `nb_admin=${token}` } });
    expect((await me(tokens[0]!)).statusCode).toBe(200);

    const res = await suspend(admin.id, { reason: '  Saiu da empresa.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: admin.id,
      suspended_at: t.clock.now().toISOString(),
      suspended_reason: 'Saiu da empresa.',
    });
    for (const token of tokens) {
      const refused = await me(token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ error: ADMIN_REQUIRED });
    }
    const live = await t.db
      .select()
      .from(adminTokens)
      .where(and(eq(adminTokens.adminId, admin.id), isNull(adminTokens.revokedAt)));
    expect(live).toEqual([]);

    // The right password: told why, audited, and not counted as a guess.
    const signIn = await login(t, { username: admin.username, password: ADMIN_PASSWORD }, '203.0.113.50');
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({ error: ADMIN_SUSPENDED });
    expect(tokenFromCookie(signIn)).toBeNull();
    const failed = (await auditOf(t, 'admin.login_failed')).at(-1);
    expect(failed).toMatchObject({ actorId: admin.id, details: { username: admin.username, reason: 'suspended' } });
    // A wrong password still gets the same answer as anyone's.
    const wrong = await login(t, { username: admin.username, password: 'não é esta' }, '203.0.113.50');
    expect(wrong.statusCode).toBe(401);

    const [entry] = (await auditOf(t, 'team.suspended')).filter((e) => e.targetId === String(admin.id));
    expect(entry).toMatchObject({
      actorId: owner.id,
      details: { username: admin.username, role: 'support', reason: 'Saiu da empresa.', sessions_ended: 2 },
    });

    // Reactivated: signs in again; the sign-ins the suspension ended stay ended.
    const back = await reactivate(admin.id);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ suspended_at: null, suspended_reason: null });
    expect((await me(tokens[0]!)).statusCode).toBe(401);
    expect((await login(t, { username: admin.username, password: ADMIN_PASSWORD }, '203.0.113.51')).statusCode).toBe(
      200,
    );
    const [reactivated] = (await auditOf(t, 'team.reactivated')).filter((e) => e.targetId === String(admin.id));
    expect(reactivated).toMatchObject({
      actorId: owner.id,
      details: { username: admin.username, was_suspended_for: 'Saiu da empresa.' },
    });
  });

  it('suspending twice or reactivating an active admin changes nothing more (a double click)', async () => {
    const member = await teamMember(t, 'content');
    const first = await suspend(member.id, { reason: 'Férias longas.' });
    const second = await suspend(member.id, { reason: 'Outro motivo.' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((await auditOf(t, 'team.suspended')).filter((e) => e.targetId === String(member.id))).toHaveLength(1);
    await reactivate(member.id);
    const again = await reactivate(member.id);
    expect(again.statusCode).toBe(200);
    expect((await auditOf(t, 'team.reactivated')).filter((e) => e.targetId === String(member.id))).toHaveLength(1);
  });

  it('not oneself (409), nothing written', async () => {
    for (const call of [() => suspend(owner.id, { reason: 'Teste.' }), () => reactivate(owner.id)]) {
      const before = await teamCounts(t);
      const res = await call();
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: NOT_YOURSELF });
      expect(await teamCounts(t)).toEqual(before);
    }
    expect((await rowOf(owner.id)).suspendedAt).toBeNull();
  });

  it.each([
    ['no reason', {}, ADMIN_SUSPEND_REASON_REQUIRED],
    ['a blank reason', { reason: '   ' }, ADMIN_SUSPEND_REASON_REQUIRED],
    ['a reason as a number', { reason: 5 }, ADMIN_SUSPEND_REASON_REQUIRED],
    ['a reason too long', { reason: 'x'.repeat(501) }, ADMIN_SUSPEND_REASON_TOO_LONG],
  ])('refuses %s with 400 and fields.reason, writing nothing', async (_label, payload, message) => {
    const member = await teamMember(t, 'support');
    const before = await teamCounts(t);
    const res = await suspend(member.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, fields: { reason: message } });
    expect(await teamCounts(t)).toEqual(before);
    expect((await rowOf(member.id)).suspendedAt).toBeNull();
  });

  it('refuses an unknown field with 400, and 404 for an admin that does not exist', async () => {
    const member = await teamMember(t, 'support');
    const res = await suspend(member.id, { reason: 'Motivo.', until: '2030-01-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Campo não permitido: until.');
    expect((await suspend(999_999, { reason: 'Motivo.' })).json()).toEqual({ error: ADMIN_NOT_FOUND });
    expect((await reactivate(999_999)).json()).toEqual({ error: ADMIN_NOT_FOUND });
  });
});

describe('the last active owner stays (docs/product.md#admin-team)', () => {
  // An app of its own, where each case starts with no active owner but its own.
  let world: TestApp;
  beforeAll(async () => {
    world = await createTestApp();
  });
  afterAll(() => world.close());
  beforeEach(async () => {
    await world.db
      .update(admins)
      .set({ suspendedAt: world.clock.now(), suspendedReason: 'Fora deste caso.' })
      .where(isNull(admins.suspendedAt));
  });

  it('the rule itself: the only active owner is neither demoted nor suspended (409), nothing written', async () => {
    // Called on the service directly: through the routes only an owner acts, and never on
    // themselves, so only two owners acting at once (below) meet the rule there. A suspended
    // owner does not count.
    const only = await teamMember(world, 'owner');
    await teamMember(world, 'owner', { suspendedAt: world.clock.now(), suspendedReason: 'Fora.' });
    const support = await teamMember(world, 'support');
    const acting = {
      admin: {
        id: support.id,
        username: support.username,
        role: 'support' as const,
        tokenId: 0,
        scope: 'full' as const,
      },
      from: { ip: null, userAgent: null },
    };
    const team = createAdminTeamService(world, { list: async () => [] });
    const before = await teamCounts(world);
    for (const attempt of [
      () => team.changeRole(only.id, 'content', acting),
      () => team.suspend(only.id, 'x', acting),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ statusCode: 409, message: LAST_OWNER });
    }
    expect(await teamCounts(world)).toEqual(before);
    // And a caller who is not an owner (any more) changes nobody.
    const other = await teamMember(world, 'content');
    await expect(team.changeRole(other.id, 'support', acting)).rejects.toMatchObject({
      statusCode: 403,
      message: AREA_FORBIDDEN,
    });
  });

  it.each([
    [
      'demote',
      (w: TestApp, a: Member, b: Member) => [changeRole(b.id, 'support', a, w), changeRole(a.id, 'support', b, w)],
    ],
    [
      'suspend',
      (w: TestApp, a: Member, b: Member) => [
        suspend(b.id, { reason: 'x' }, a, w),
        suspend(a.id, { reason: 'y' }, b, w),
      ],
    ],
    [
      'demote and suspend',
      (w: TestApp, a: Member, b: Member) => [changeRole(b.id, 'content', a, w), suspend(a.id, { reason: 'z' }, b, w)],
    ],
  ])('two owners who %s each other at once leave one active owner', async (_label, actions) => {
    // Exactly two active owners, the two requests sent together.
    const a = await teamMember(world, 'owner');
    const b = await teamMember(world, 'owner');
    const results = await Promise.all(actions(world, a, b));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(200);
    // The second, judged after the first under the team lock: the other is the last owner now
    // (or the caller is no longer one).
    expect([403, 409]).toContain(statuses[1]);
    const refused = results.find((r) => r.statusCode !== 200)!;
    expect([LAST_OWNER, AREA_FORBIDDEN]).toContain(refused.json().error);
    const owners = await world.db
      .select()
      .from(admins)
      .where(and(eq(admins.role, 'owner'), isNull(admins.suspendedAt)));
    expect(owners).toHaveLength(1);
  });
});
