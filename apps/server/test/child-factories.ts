import { count, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { createSignedInUser } from './factories';
import type { TestApp } from './test-app';
import { activities, progressEntries } from '../src/db/schema/activities';
import { children } from '../src/db/schema/children';
import { professionalAccess } from '../src/db/schema/professionals';

let seq = 0;

export async function createChild(db: Db, parentUserId: number, overrides: Partial<typeof children.$inferInsert> = {}) {
  seq += 1;
  const [row] = await db
    .insert(children)
    .values({ parentUserId, name: `Criança ${seq}`, ...overrides })
    .returning();
  return row!;
}

/** A professional_access row, as accepting an invitation will write it (a later issue). */
export async function grantAccess(
  db: Db,
  child: { id: number; parentUserId: number },
  professionalUserId: number,
  overrides: Partial<typeof professionalAccess.$inferInsert> = {},
) {
  const [row] = await db
    .insert(professionalAccess)
    .values({ childId: child.id, parentUserId: child.parentUserId, professionalUserId, ...overrides })
    .returning();
  return row!;
}

export async function createProgress(
  db: Db,
  childId: number,
  overrides: Partial<typeof progressEntries.$inferInsert> = {},
) {
  const [row] = await db
    .insert(progressEntries)
    .values({
      childId,
      activityTitle: 'Reconhecendo emoções',
      activityCategory: 'social_skills',
      status: 'completed',
      score: 80,
      secondsSpent: 300,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createActivity(db: Db, overrides: Partial<typeof activities.$inferInsert> = {}) {
  seq += 1;
  const [row] = await db
    .insert(activities)
    .values({ title: `Atividade ${seq}`, category: 'focus', ...overrides })
    .returning();
  return row!;
}

export async function countChildren(db: Db, parentUserId?: number): Promise<number> {
  const where = parentUserId === undefined ? undefined : eq(children.parentUserId, parentUserId);
  const [row] = await db.select({ n: count() }).from(children).where(where);
  return row!.n;
}

/**
 * A child with one progress entry, and a caller of each kind around it: its parent, another
 * parent, a professional with active access, one whose access was revoked, and one who works with
 * another family's child (access elsewhere gives nothing here).
 */
export async function createChildWorld(t: TestApp) {
  const [owner, otherParent, proWithAccess, proRevoked, proWithout] = await Promise.all(
    [1, 2, 3, 4, 5].map(() => createSignedInUser(t)),
  );
  const child = await createChild(t.db, owner!.user.id, { name: 'Lia' });
  await createProgress(t.db, child.id);
  await grantAccess(t.db, child, proWithAccess!.user.id);
  await grantAccess(t.db, child, proRevoked!.user.id, { isActive: false, accessRevokedAt: t.clock.now() });
  const elsewhere = await createChild(t.db, otherParent!.user.id);
  await grantAccess(t.db, elsewhere, proWithout!.user.id);
  return {
    child,
    owner: owner!,
    otherParent: otherParent!,
    proWithAccess: proWithAccess!,
    proRevoked: proRevoked!,
    proWithout: proWithout!,
  };
}
