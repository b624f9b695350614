import { GOAL_NOT_FOUND } from '@neurobridge/shared/api/goals';
import {
  ASSIGNMENT_ACTIVITY_LOCKED,
  ASSIGNMENT_ACTIVITY_NOT_FOUND,
  ASSIGNMENT_NOT_FOUND,
  ASSIGNMENT_NOT_YOURS,
  ASSIGNMENT_SLOT_FULL,
  type createAssignmentBody,
  type HomeAssignment,
  type HomeProgramme,
  type ProfessionalAdherence,
} from '@neurobridge/shared/api/home-programme';
import { DAY_NAMES, TIME_SLOT_LABELS, type TimeSlot } from '@neurobridge/shared/domain/calendar';
import { spreadDays } from '@neurobridge/shared/domain/goals';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { goals, homeAssignments } from '../../db/schema/goals';
import { scheduleEntries } from '../../db/schema/schedule';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import type { ChildAccess } from '../children/child-access';
import { planActivity } from '../schedule/plan-activity';
import { lockChild } from '../schedule/schedule-completion';
import { fullDay } from '../schedule/slots';
import { assignmentWeeks, recentWeeks, summedWeeks, type AssignmentSpan } from './adherence-weeks';
import {
  assignmentsBy,
  childrenOf,
  finishedPerWeek,
  openAssignmentsOf,
  readAssignments,
  type AssignmentRead,
} from './home-programme-queries';
import { toHomeAssignment } from './home-programme-view';

export type CreateAssignmentInput = z.output<typeof createAssignmentBody>;

/** ASSIGNMENT_SLOT_FULL for the slot and day: 'Não há espaço na tarde de quarta-feira: …'. */
export function slotFullMessage(slot: TimeSlot, day: number): string {
  return ASSIGNMENT_SLOT_FULL.replace('{slot}', TIME_SLOT_LABELS[slot].toLowerCase()).replace('{day}', DAY_NAMES[day]!);
}

const spanOf = (row: AssignmentRead['row']): AssignmentSpan => ({
  childId: row.childId,
  activityIds: row.activityIds,
  timesPerWeek: row.timesPerWeek,
  createdAt: row.createdAt,
  endedAt: row.endedAt,
});

/**
 * The home programme (docs/product.md#home-programme): practice a professional with access assigns
 * to the family's week (entries marked with the assignment), its adherence per São Paulo week, and
 * the professional's view of it over their children. The child comes already checked by the
 * route's contract; on the professional's routes it is one given to them.
 */
export function createHomeProgrammeService({
  db,
  clock,
  catalogue,
  subscriptions,
}: Pick<AppDeps, 'db' | 'clock' | 'catalogue' | 'subscriptions'>) {
  /** The assignments read, each with its weeks of the last 4 since it was made: one more query. */
  async function withWeeks(childId: number, reads: AssignmentRead[], viewerId: number): Promise<HomeAssignment[]> {
    const { weeks, from, to } = recentWeeks(clock.now());
    const activityIds = [...new Set(reads.flatMap((r) => r.row.activityIds))];
    const finished = await finishedPerWeek(db, [childId], activityIds, from, to);
    return reads.map((r) => toHomeAssignment(r, viewerId, assignmentWeeks(spanOf(r.row), weeks, finished)));
  }

  /** Each activity active and unlocked by the family's plan, in the order chosen: 404 or 409 otherwise. */
  async function plannedActivities(ids: number[], parentSubscription: ChildAccess['parentSubscription']) {
    const found = await Promise.all(
      ids.map((id) => planActivity({ catalogue, subscriptions }, id, parentSubscription)),
    );
    if (found.some((f) => f === null)) throw fieldError('activity_ids', ASSIGNMENT_ACTIVITY_NOT_FOUND, 404);
    if (found.some((f) => !f!.unlocked)) throw fieldError('activity_ids', ASSIGNMENT_ACTIVITY_LOCKED, 409);
    return found.map((f) => f!.activity);
  }

  return {
    /** The child's assignments not ended, newest first (the parent and every professional with access). */
    async list(childId: number, viewerId: number): Promise<HomeProgramme> {
      const reads = await readAssignments(db, openAssignmentsOf(childId));
      return { assignments: await withWeeks(childId, reads, viewerId) };
    },

    /**
     * Each activity on each day (the chosen days, or `spreadDays` of 'n vezes por semana') as an
     * entry of the family's week in `time_slot`, with the assignment: all in one transaction, after
     * the same lock and room check as the family's add, so a slot without room for them all (409,
     * naming the first such day) writes nothing.
     */
    async create(
      { child, parentSubscription }: ChildAccess,
      professionalId: number,
      body: CreateAssignmentInput,
    ): Promise<HomeAssignment> {
      const planned = await plannedActivities(body.activity_ids, parentSubscription);
      const goalId = body.goal_id ?? null;
      if (goalId !== null) {
        const [goal] = await db
          .select({ id: goals.id })
          .from(goals)
          .where(and(eq(goals.id, goalId), eq(goals.childId, child.id)));
        if (!goal) throw fieldError('goal_id', GOAL_NOT_FOUND, 404);
      }
      const days = body.days_of_week ? [...body.days_of_week].sort((a, b) => a - b) : spreadDays(body.times_per_week!);
      const now = clock.now();
      const id = await db.transaction(async (tx) => {
        await lockChild(tx, child.id);
        const full = await fullDay(tx, child.id, body.time_slot, days, planned.length);
        if (full !== null) throw fieldError('time_slot', slotFullMessage(body.time_slot, full), 409);
        const [assignment] = await tx
          .insert(homeAssignments)
          .values({
            childId: child.id,
            professionalUserId: professionalId,
            goalId,
            activityIds: planned.map((a) => a.id),
            daysOfWeek: body.days_of_week ? days : null,
            timesPerWeek: days.length,
            timeSlot: body.time_slot,
            note: body.note || null,
            createdAt: now,
          })
          .returning({ id: homeAssignments.id });
        await tx.insert(scheduleEntries).values(
          planned.flatMap((activity) =>
            days.map((day) => ({
              childId: child.id,
              kind: 'activity',
              activityId: activity.id,
              dayOfWeek: day,
              timeSlot: body.time_slot,
              assignmentId: assignment!.id,
              createdAt: now,
            })),
          ),
        );
        return assignment!.id;
      });
      const [created] = await withWeeks(
        child.id,
        await readAssignments(db, openAssignmentsOf(child.id, id)),
        professionalId,
      );
      return created!;
    },

    /**
     * Its professional only (403 for another's); another child's or unknown: 404. Its entries leave
     * the week (their completions with them); the assignment, its results and removals stay, so
     * its weeks still count on the adherence view. Ending it again changes nothing.
     */
    async end(childId: number, assignmentId: number, professionalId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(homeAssignments)
          .where(and(eq(homeAssignments.id, assignmentId), eq(homeAssignments.childId, childId)))
          .for('update');
        if (!row) throw notFound(ASSIGNMENT_NOT_FOUND);
        if (row.professionalUserId !== professionalId) throw new HttpError(403, ASSIGNMENT_NOT_YOURS);
        if (row.endedAt) return;
        await tx.update(homeAssignments).set({ endedAt: clock.now() }).where(eq(homeAssignments.id, assignmentId));
        await tx.delete(scheduleEntries).where(eq(scheduleEntries.assignmentId, assignmentId));
      });
    },

    /**
     * Every child the professional has active access to, by name, with the last 4 weeks summed over
     * the professional's assignments for that child (an ended one counts for the weeks it was
     * active): three queries whatever the number of children.
     */
    async adherence(professionalId: number): Promise<ProfessionalAdherence> {
      const { weeks, from, to } = recentWeeks(clock.now());
      const [kids, rows] = await Promise.all([childrenOf(db, professionalId), assignmentsBy(db, professionalId, from)]);
      const spans = rows.map(spanOf);
      const finished = await finishedPerWeek(
        db,
        [...new Set(spans.map((s) => s.childId))],
        [...new Set(spans.flatMap((s) => s.activityIds))],
        from,
        to,
      );
      return {
        children: kids.map((kid) => ({
          child_id: kid.id,
          child_name: kid.name,
          weeks: summedWeeks(
            spans.filter((s) => s.childId === kid.id),
            weeks,
            finished,
          ),
        })),
      };
    },
  };
}

export type HomeProgrammeService = ReturnType<typeof createHomeProgrammeService>;
