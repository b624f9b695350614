import { ACTIVITY_NOT_FOUND } from '@neurobridge/shared/api/activities';
import type {
  AdminActivity,
  AdminActivityList,
  AdminActivityValues,
  GenerateTemplatesResponse,
} from '@neurobridge/shared/api/admin-activities';
import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { restoreStandardActivities } from '../../db/seed/activities';
import { notFound } from '../../lib/http-error';
import type { Acting } from '../../lib/actor';
import { recordAudit, type AuditEntry } from '../audit/audit-log';
import { changedFields, toAdminActivity, toColumns } from './admin-activities-view';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'catalogueChanged'>;

/**
 * The administration's activity catalogue (docs/product.md#activity-editor). Each write commits
 * with its audit entry; then this server drops what it derived from the catalogue at once, and the
 * trigger on `activities` tells the other servers (migration 0005, modules/activities/catalogue.ts).
 * A delete only deactivates: progress and calendar entries keep pointing at the row.
 */
export function createAdminActivitiesService({ db, clock, catalogueChanged }: Deps) {
  const audit = (tx: Db, acting: Acting, entry: Omit<AuditEntry, 'actor' | 'from'>) =>
    recordAudit(tx, clock, {
      actor: { type: 'admin', id: acting.admin.id, label: acting.admin.username },
      from: acting.from,
      ...entry,
    });
  const target = (id: number) => ({ type: 'activity', id });

  /** Runs a write, then lets every reader of the catalogue see it (only once it committed). */
  async function write<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    catalogueChanged();
    return result;
  }

  async function lockRow(tx: Db, id: number) {
    const [row] = await tx.select().from(activities).where(eq(activities.id, id)).for('update');
    if (!row) throw notFound(ACTIVITY_NOT_FOUND);
    return row;
  }

  /** Sets `is_active`; audited only when it changed (a second delete or restore writes nothing). */
  async function setActive(id: number, active: boolean, acting: Acting) {
    return write(async (tx) => {
      const before = await lockRow(tx, id);
      if (before.isActive === active) return before;
      const [after] = await tx
        .update(activities)
        .set({ isActive: active, updatedAt: clock.now() })
        .where(eq(activities.id, id))
        .returning();
      await audit(tx, acting, {
        action: active ? 'activity.restored' : 'activity.deleted',
        target: target(id),
        details: { title: before.title },
      });
      return after!;
    });
  }

  return {
    /** Every activity, deleted ones too, by id. */
    async list(): Promise<AdminActivityList> {
      const rows = await db.select().from(activities).orderBy(asc(activities.id));
      return { activities: rows.map(toAdminActivity) };
    },

    async create(values: AdminActivityValues, acting: Acting): Promise<AdminActivity> {
      const row = await write(async (tx) => {
        const now = clock.now();
        const [inserted] = await tx
          .insert(activities)
          .values({ ...toColumns(values), seedKey: null, adminEditedAt: now, createdAt: now, updatedAt: now })
          .returning();
        await audit(tx, acting, {
          action: 'activity.created',
          target: target(inserted!.id),
          details: { title: inserted!.title },
        });
        return inserted!;
      });
      return toAdminActivity(row);
    },

    /**
     * Replaces every field. The row is marked as edited, so the seed never writes over it; a
     * deleted activity may be edited and stays deleted. A save that changes nothing writes nothing.
     */
    async update(id: number, values: AdminActivityValues, acting: Acting): Promise<AdminActivity> {
      const row = await write(async (tx) => {
        const before = await lockRow(tx, id);
        const changes = changedFields(before, values);
        if (Object.keys(changes).length === 0) return before;
        const now = clock.now();
        const [after] = await tx
          .update(activities)
          .set({ ...toColumns(values), adminEditedAt: now, updatedAt: now })
          .where(eq(activities.id, id))
          .returning();
        await audit(tx, acting, { action: 'activity.updated', target: target(id), details: { changes } });
        return after!;
      });
      return toAdminActivity(row);
    },

    async remove(id: number, acting: Acting): Promise<void> {
      await setActive(id, false, acting);
    },

    async restore(id: number, acting: Acting): Promise<AdminActivity> {
      return toAdminActivity(await setActive(id, true, acting));
    },

    /** 'Gerar Templates': the standard activities missing or deleted come back; edits stay. */
    async generateTemplates(acting: Acting): Promise<GenerateTemplatesResponse> {
      const added = await write(async (tx) => {
        const { inserted, reactivated } = await restoreStandardActivities(tx, clock.now());
        const count = inserted.length + reactivated.length;
        await audit(tx, acting, {
          action: 'activities.templates_generated',
          details: { added: count, inserted, reactivated },
        });
        return count;
      });
      return { added };
    },
  };
}

export type AdminActivitiesService = ReturnType<typeof createAdminActivitiesService>;
