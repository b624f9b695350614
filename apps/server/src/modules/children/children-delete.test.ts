import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createChild, createProgress, grantAccess } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { progressEntries } from '../../db/schema/activities';
import { boardMedia } from '../../db/schema/boards';
import { chatMessages, chatSessions } from '../../db/schema/chat';
import { children } from '../../db/schema/children';
import { invitations, professionalAccess, professionalSessions } from '../../db/schema/professionals';
import { rewards, scheduleCompletions, scheduleEntries } from '../../db/schema/schedule';
import { mediaWorld } from '../boards/media-testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Everything a child can have, as later issues will write it. */
async function childWithEverything(parentUserId: number, professionalUserId: number) {
  const child = await createChild(t.db, parentUserId);
  const activity = await createActivity(t.db);
  await createProgress(t.db, child.id, { activityId: activity.id });
  const [entry] = await t.db
    .insert(scheduleEntries)
    .values({ childId: child.id, activityId: activity.id, dayOfWeek: 1, timeSlot: 'morning' })
    .returning();
  await t.db.insert(scheduleCompletions).values({ entryId: entry!.id, weekStart: '2026-06-14' });
  await t.db.insert(rewards).values({
    childId: child.id,
    milestone: 'first',
    rewardIcon: 'star',
    rewardTitle: 'Primeira',
    rewardDescription: 'Primeira atividade',
  });
  await grantAccess(t.db, child, professionalUserId);
  await t.db.insert(professionalSessions).values({
    professionalUserId,
    childId: child.id,
    sessionDate: '2026-06-15',
    sessionType: 'therapy',
    durationMinutes: 45,
  });
  const sessionId = `chat-${child.id}`;
  await t.db.insert(chatSessions).values({ id: sessionId, userId: parentUserId, childId: child.id });
  await t.db.insert(chatMessages).values({ sessionId, role: 'user', content: 'Olá' });
  // The family's photo on the child's board (docs/product.md#photos-and-voices).
  await mediaWorld(t, child.id);
  return { child, entryId: entry!.id, sessionId };
}

async function invitation(parentUserId: number, childIds: number[], status = 'pending') {
  const [row] = await t.db
    .insert(invitations)
    .values({
      parentUserId,
      professionalEmail: 'pro@example.com',
      tokenHash: `hash-${Math.random()}`,
      status,
      childIds,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return row!;
}

const rowsFor = async (childId: number) => ({
  children: (await t.db.select().from(children).where(eq(children.id, childId))).length,
  progress: (await t.db.select().from(progressEntries).where(eq(progressEntries.childId, childId))).length,
  schedule: (await t.db.select().from(scheduleEntries).where(eq(scheduleEntries.childId, childId))).length,
  rewards: (await t.db.select().from(rewards).where(eq(rewards.childId, childId))).length,
  access: (await t.db.select().from(professionalAccess).where(eq(professionalAccess.childId, childId))).length,
  sessions: (await t.db.select().from(professionalSessions).where(eq(professionalSessions.childId, childId))).length,
  chats: (await t.db.select().from(chatSessions).where(eq(chatSessions.childId, childId))).length,
  media: (await t.db.select().from(boardMedia).where(eq(boardMedia.childId, childId))).length,
});
const ALL_ONE = { children: 1, progress: 1, schedule: 1, rewards: 1, access: 1, sessions: 1, chats: 1, media: 1 };
const ALL_ZERO = { children: 0, progress: 0, schedule: 0, rewards: 0, access: 0, sessions: 0, chats: 0, media: 0 };

describe('DELETE /api/children/:id removes the child and everything about it (docs/product.md#removing-a-child)', () => {
  it('progress, calendar, rewards, access, sessions, chats and board photos go; other children and families stay', async () => {
    const parent = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const pro = await createSignedInUser(t);
    const doomed = await childWithEverything(parent.user.id, pro.user.id);
    const sibling = await childWithEverything(parent.user.id, pro.user.id);
    const neighbour = await childWithEverything(other.user.id, pro.user.id);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/children/${doomed.child.id}`,
      headers: { cookie: parent.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    expect(await rowsFor(doomed.child.id)).toEqual(ALL_ZERO);
    expect(
      await t.db.select().from(scheduleCompletions).where(eq(scheduleCompletions.entryId, doomed.entryId)),
    ).toEqual([]);
    expect(await t.db.select().from(chatMessages).where(eq(chatMessages.sessionId, doomed.sessionId))).toEqual([]);
    expect(await rowsFor(sibling.child.id)).toEqual(ALL_ONE);
    expect(await rowsFor(neighbour.child.id)).toEqual(ALL_ONE);

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/children/${doomed.child.id}`,
      headers: { cookie: parent.cookie },
    });
    expect(again.statusCode).toBe(404);
  });

  it('takes the id out of the parent’s pending invitations only', async () => {
    const parent = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const doomed = await createChild(t.db, parent.user.id);
    const sibling = await createChild(t.db, parent.user.id);
    const both = await invitation(parent.user.id, [doomed.id, sibling.id]);
    const onlyDoomed = await invitation(parent.user.id, [doomed.id]);
    const accepted = await invitation(parent.user.id, [doomed.id, sibling.id], 'accepted');
    const otherFamily = await invitation(other.user.id, [doomed.id]);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/children/${doomed.id}`,
      headers: { cookie: parent.cookie },
    });
    expect(res.statusCode).toBe(200);

    const rows = await t.db
      .select()
      .from(invitations)
      .where(inArray(invitations.id, [both.id, onlyDoomed.id, accepted.id, otherFamily.id]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(both.id)).toMatchObject({ childIds: [sibling.id], status: 'pending' });
    // Nothing left to accept: the invitation can no longer be used.
    expect(byId.get(onlyDoomed.id)).toMatchObject({ childIds: [], status: 'expired' });
    expect(byId.get(accepted.id)).toMatchObject({ childIds: [doomed.id, sibling.id], status: 'accepted' });
    expect(byId.get(otherFamily.id)).toMatchObject({ childIds: [doomed.id], status: 'pending' });
  });
});
