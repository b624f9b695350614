import {
  ACCESS_ENDED,
  ACCESS_ENDED_MESSAGE,
  END_BEFORE_START,
  minutesBetween,
  SESSION_DATE_IN_FUTURE,
  SESSION_NOT_FOUND,
  SESSIONS_PAGE_DEFAULT,
  type createSessionBody,
  type ProfessionalSession,
  type sessionsQuery,
  type SessionsPage,
  type updateSessionBody,
} from '@neurobridge/shared/api/professional';
import { latestSessionDate } from '@neurobridge/shared/domain/time';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { children } from '../../db/schema/children';
import { professionalSessions } from '../../db/schema/professionals';
import { professionalChild } from '../../lib/actor';
import { HttpError, notFound } from '../../lib/http-error';
import type { SessionUser } from '../auth/session-service';
import { childrenTakenFrom } from '../children/child-access';
import { deleteSession, firstPageQuery, pageAfterQuery, sessionQuery } from './professional-queries';
import { toProfessionalSession } from './professional-view';

export type CreateSessionInput = z.output<typeof createSessionBody>;
export type UpdateSessionInput = z.output<typeof updateSessionBody>;
export type SessionsInput = z.output<typeof sessionsQuery>;

const accessEnded = () => new HttpError(403, ACCESS_ENDED_MESSAGE, 'access revoked', ACCESS_ENDED);

/**
 * The sessions a professional logs (docs/product.md#session-records): their own only, and only
 * while they have access to the child. Anyone else's session or child is "not found"; the
 * professional whose access the family ended is told so (403 ACCESS_ENDED), so the form keeps
 * what they typed and says why.
 */
export function createSessionsService({ db, clock, childAccess }: Pick<AppDeps, 'db' | 'clock' | 'childAccess'>) {
  /** Whether this professional had access to this (still existing) child and it was ended. */
  async function hadAccess(userId: number, childId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: children.id })
      .from(children)
      .where(and(eq(children.id, childId), childrenTakenFrom(userId)))
      .limit(1);
    return row !== undefined;
  }

  /** A refused session of this professional: 403 when its child's access ended, else 404. */
  async function sessionRefusal(userId: number, id: number): Promise<HttpError> {
    const [mine] = await db
      .select({ childId: professionalSessions.childId })
      .from(professionalSessions)
      .where(and(eq(professionalSessions.id, id), eq(professionalSessions.professionalUserId, userId)));
    return mine && (await hadAccess(userId, mine.childId)) ? accessEnded() : notFound(SESSION_NOT_FOUND);
  }

  /** The child must be one the professional may record for, through the one child-access check. */
  async function recordableChild(user: SessionUser, childId: number) {
    const access = await childAccess.forUser(user, childId, 'record').catch(async (error: unknown) => {
      const missing = error instanceof HttpError && error.statusCode === 404;
      throw missing && (await hadAccess(user.id, childId)) ? accessEnded() : error;
    });
    return professionalChild(access).child;
  }

  function checkDate(date: string | undefined) {
    if (date !== undefined && date > latestSessionDate(clock.now())) throw new HttpError(400, SESSION_DATE_IN_FUTURE);
  }

  async function own(userId: number, id: number) {
    const [row] = await sessionQuery(db).execute({ userId, id });
    if (!row) throw await sessionRefusal(userId, id);
    return row;
  }

  return {
    /**
     * Newest first, a page at a time: the cursor is the id of the last session of the previous
     * page, whose date, start time and id are read in the same query.
     */
    async list(userId: number, q: SessionsInput): Promise<SessionsPage> {
      const limit = q.limit ?? SESSIONS_PAGE_DEFAULT;
      const params = {
        userId,
        childId: q.child_id ?? null,
        from: q.from ?? null,
        to: q.to ?? null,
        take: limit + 1,
      };
      const rows = q.cursor
        ? await pageAfterQuery(db).execute({ ...params, cursor: q.cursor })
        : await firstPageQuery(db).execute(params);
      const sessions = rows.slice(0, limit).map((r) => toProfessionalSession(r.session, r.childName));
      return { sessions, next_cursor: rows.length > limit ? String(sessions[sessions.length - 1]!.id) : null };
    },

    async get(userId: number, id: number): Promise<ProfessionalSession> {
      const row = await own(userId, id);
      return toProfessionalSession(row.session, row.childName);
    },

    /** The duration is computed from the times; the date may be at most tomorrow (São Paulo). */
    async create(user: SessionUser, body: CreateSessionInput): Promise<ProfessionalSession> {
      checkDate(body.session_date);
      const child = await recordableChild(user, body.child_id);
      const [row] = await db
        .insert(professionalSessions)
        .values({
          professionalUserId: user.id,
          childId: child.id,
          sessionDate: body.session_date,
          sessionType: body.session_type,
          startTime: body.start_time,
          endTime: body.end_time,
          durationMinutes: minutesBetween(body.start_time, body.end_time),
          activitiesCompleted: body.activities_completed,
          sessionNotes: body.session_notes || null,
          progressSummary: body.progress_summary || null,
          createdAt: clock.now(),
          updatedAt: clock.now(),
        })
        .returning();
      return toProfessionalSession(row!, child.name);
    },

    /** Any subset of the fields; the times are checked together with the stored ones. */
    async update(user: SessionUser, id: number, body: UpdateSessionInput): Promise<ProfessionalSession> {
      const { session, childName } = await own(user.id, id);
      checkDate(body.session_date);
      const start = body.start_time ?? session.startTime;
      const end = body.end_time ?? session.endTime;
      if (!start || !end || minutesBetween(start, end) <= 0) throw new HttpError(400, END_BEFORE_START);
      let name = childName;
      if (body.child_id !== undefined && body.child_id !== session.childId) {
        name = (await recordableChild(user, body.child_id)).name;
      }
      const [row] = await db
        .update(professionalSessions)
        .set({
          childId: body.child_id,
          sessionDate: body.session_date,
          sessionType: body.session_type,
          startTime: start,
          endTime: end,
          durationMinutes: minutesBetween(start, end),
          activitiesCompleted: body.activities_completed,
          ...(body.session_notes !== undefined ? { sessionNotes: body.session_notes || null } : {}),
          ...(body.progress_summary !== undefined ? { progressSummary: body.progress_summary || null } : {}),
          updatedAt: clock.now(),
        })
        .where(eq(professionalSessions.id, session.id))
        .returning();
      return toProfessionalSession(row!, name);
    },

    async remove(userId: number, id: number): Promise<void> {
      const deleted = await deleteSession(db, id, userId);
      if (deleted.length === 0) throw await sessionRefusal(userId, id);
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
