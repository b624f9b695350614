import { adminActivitiesApi, type AdminActivityBody } from '@neurobridge/shared/api/admin-activities';
import { asc, eq, like } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/admin';
import { activities } from '../../db/schema/activities';

export const LIST = adminActivitiesApi.list.path;
export const GENERATE = adminActivitiesApi.generateTemplates.path;
export const one = (id: number | string) => `${LIST}/${id}`;
export const restorePath = (id: number | string) => `${LIST}/${id}/restore`;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A request as the administrator holding `token`. */
export function asAdmin(t: TestApp, token: string, method: Method, url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: `nb_admin=${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A valid body for the form, with what the spec's new activity starts with; `overrides` replace fields. */
export function activityBody(overrides: Record<string, unknown> = {}): AdminActivityBody & Record<string, unknown> {
  return {
    title: 'Nova atividade',
    category: 'social_skills',
    content: { type: 'emotion_recognition', emotions: ['happy', 'sad', 'angry', 'surprised'], difficulty: 'easy' },
    ...overrides,
  };
}

export async function activityRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(activities).where(eq(activities.id, id));
  return row;
}

export async function activityCount(t: TestApp) {
  return (await t.db.select({ id: activities.id }).from(activities)).length;
}

/** The trail's entries about the catalogue, oldest first. */
export async function activityAudit(t: TestApp) {
  return t.db.select().from(auditLog).where(like(auditLog.action, 'activit%')).orderBy(asc(auditLog.id));
}
