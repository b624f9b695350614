import {
  INVALID_BIRTH_DATE,
  type Child,
  type createChildBody,
  type updateChildBody,
} from '@neurobridge/shared/api/children';
import { readSensorySettings } from '@neurobridge/shared/domain/sensory';
import { localDateString } from '@neurobridge/shared/domain/time';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { children } from '../../db/schema/children';
import { invitations } from '../../db/schema/professionals';
import { users } from '../../db/schema/users';
import { HttpError } from '../../lib/http-error';
import { preparedQuery } from '../../lib/prepared-query';
import { OWN_CHILDREN_MEMO, ownChildren, type ChildRow } from './child-access';
import { childLimit, childLimitMessage } from './child-limit';
import { toChild } from './child-view';

export type CreateChildInput = z.output<typeof createChildBody>;
export type UpdateChildInput = z.output<typeof updateChildBody>;
type ChildColumns = Pick<
  ChildRow,
  | 'name'
  | 'birthDate'
  | 'diagnosisTea'
  | 'diagnosisTdah'
  | 'teaLevel'
  | 'tdahLevel'
  | 'learningPreferences'
  | 'avatarUrl'
  | 'sensorySettings'
>;

const NEW_CHILD: ChildColumns = {
  name: '',
  birthDate: null,
  diagnosisTea: false,
  diagnosisTdah: false,
  teaLevel: 1,
  tdahLevel: 1,
  learningPreferences: null,
  avatarUrl: null,
  sensorySettings: {},
};

/**
 * The columns a body sets, on top of `base` (a new child, or the stored one for an edit). Only
 * the fields named here can be written: `id`, `parent_user_id`, `is_active` and `age_group` of
 * the body are dropped (no mass assignment).
 */
function columnsFrom(body: UpdateChildInput, base: ChildColumns, now: Date): ChildColumns {
  const birthDate = body.birth_date === undefined ? base.birthDate : body.birth_date || null;
  // Compared as YYYY-MM-DD strings, on the São Paulo calendar (docs/product.md#dates-times-and-money).
  if (birthDate && birthDate > localDateString(now)) throw new HttpError(400, INVALID_BIRTH_DATE);
  const diagnosisTea = body.diagnosis_tea ?? base.diagnosisTea;
  const diagnosisTdah = body.diagnosis_tdah ?? base.diagnosisTdah;
  return {
    name: body.name ?? base.name,
    birthDate,
    diagnosisTea,
    diagnosisTdah,
    // A level is 1 when its diagnosis is not checked (docs/product.md#child-fields).
    teaLevel: diagnosisTea ? (body.tea_level ?? base.teaLevel) : 1,
    tdahLevel: diagnosisTdah ? (body.tdah_level ?? base.tdahLevel) : 1,
    learningPreferences:
      body.learning_preferences === undefined ? base.learningPreferences : body.learning_preferences || null,
    avatarUrl: body.avatar_url === undefined ? base.avatarUrl : null,
    // An edit names only the settings it changes; the rest stay as stored (docs/product.md#sensory-settings).
    sensorySettings: body.sensory_settings
      ? { ...readSensorySettings(base.sensorySettings), ...body.sensory_settings }
      : base.sensorySettings,
  };
}

const listQuery = preparedQuery((db) =>
  db
    .select()
    .from(children)
    .where(ownChildren(sql.placeholder('parentUserId')))
    .orderBy(asc(children.createdAt), asc(children.id))
    .prepare('children_list'),
);

/** The parent's children (docs/product.md#children); ages are as of the app clock. */
export function createChildrenService({
  db,
  clock,
  settings,
  sessionCache,
}: Pick<AppDeps, 'db' | 'clock' | 'settings' | 'sessionCache'>) {
  return {
    /** Kept with the parent's session until a child of theirs changes (docs/decisions/015-session-cache.md). */
    async list(parentUserId: number): Promise<Child[]> {
      const now = clock.now();
      const rows = await sessionCache.memo(parentUserId, OWN_CHILDREN_MEMO, now.getTime(), () =>
        listQuery(db).execute({ parentUserId }),
      );
      return rows.map((row) => toChild(row, now));
    },

    async create(parentUserId: number, body: CreateChildInput): Promise<Child> {
      const now = clock.now();
      const columns = columnsFrom(body, NEW_CHILD, now);
      columns.sensorySettings = readSensorySettings(columns.sensorySettings);
      const limit = childLimit(await settings.get('max_children_per_user'));
      const row = await db.transaction(async (tx) => {
        // Locking the parent's row makes two simultaneous creates count one after the other,
        // so the limit cannot be overshot by a double click or two tabs.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, parentUserId)).for('update');
        if (limit !== null) {
          const [active] = await tx.select({ n: count() }).from(children).where(ownChildren(parentUserId));
          if ((active?.n ?? 0) >= limit) throw new HttpError(400, childLimitMessage(limit));
        }
        const [inserted] = await tx
          .insert(children)
          .values({ ...columns, parentUserId })
          .returning();
        return inserted!;
      });
      sessionCache.forgetReadsOf(parentUserId);
      return toChild(row, now);
    },

    async update(current: ChildRow, body: UpdateChildInput): Promise<Child> {
      const now = clock.now();
      const [row] = await db
        .update(children)
        .set({ ...columnsFrom(body, current, now), updatedAt: now })
        .where(eq(children.id, current.id))
        .returning();
      sessionCache.forgetReadsOf(current.parentUserId);
      return toChild(row ?? current, now);
    },

    /**
     * Removes the child and everything about it (docs/product.md#removing-a-child): progress,
     * calendar, rewards, chats, sessions and professional access go by the foreign keys'
     * cascades; pending invitations are plain id arrays, so the id is taken out of them here,
     * in the same transaction. An invitation left with no child can no longer be accepted.
     */
    async remove(child: ChildRow): Promise<void> {
      const pendingOfParent = and(eq(invitations.parentUserId, child.parentUserId), eq(invitations.status, 'pending'));
      await db.transaction(async (tx) => {
        await tx
          .update(invitations)
          .set({ childIds: sql`array_remove(${invitations.childIds}, ${child.id}::int)` })
          .where(and(pendingOfParent, sql`${child.id}::int = any(${invitations.childIds})`));
        await tx
          .update(invitations)
          .set({ status: 'expired' })
          .where(and(pendingOfParent, sql`cardinality(${invitations.childIds}) = 0`));
        await tx.delete(children).where(eq(children.id, child.id));
      });
      sessionCache.forgetReadsOf(child.parentUserId);
    },
  };
}

export type ChildrenService = ReturnType<typeof createChildrenService>;
