import { EXPORT_PERIOD_INVALID, EXPORT_PERIOD_TOO_LONG, type planExportQuery } from '@neurobridge/shared/api/goals';
import { addDays, localDateString, localMidnight } from '@neurobridge/shared/domain/time';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/http-error';
import type { ChildAccess } from '../children/child-access';
import { fileSlug } from '../reports/pdf/file-name';
import { planCsv } from './plan-csv';
import { loadPlan, type PlanData } from './plan-data';
import { planPdf } from './pdf/plan-pdf';

export type PlanExportInput = z.output<typeof planExportQuery>;

/** Without `from`, the period is this many days ending on `to` (docs/product.md#plan-export). */
export const DEFAULT_PERIOD_DAYS = 90;
/** The longest period, as the contract counts it: `to` at most 731 days after `from`. */
const LONGEST_PERIOD_DAYS = 731;

const dayNumber = (day: string) => Math.round(new Date(`${day}T12:00:00Z`).getTime() / 86_400_000);

/**
 * The period asked for, inclusive São Paulo days: `to` defaults to today, `from` to 89 days before
 * `to`. The contract checks the two when both are sent; here they are checked again once the
 * defaults are in (a `from` after today, or more than 2 years before it).
 */
export function planPeriod({ from, to }: PlanExportInput, now: Date): { from: string; to: string } {
  const end = to ?? localDateString(now);
  const start = from ?? addDays(end, -(DEFAULT_PERIOD_DAYS - 1));
  if (start > end) throw new HttpError(400, EXPORT_PERIOD_INVALID);
  if (dayNumber(end) - dayNumber(start) > LONGEST_PERIOD_DAYS) throw new HttpError(400, EXPORT_PERIOD_TOO_LONG);
  return { from: start, to: end };
}

/**
 * The plan's CSV and PDF (docs/product.md#plan-export) for whoever may read the child: the parent,
 * or a professional with access, who reads only their own sessions' notes.
 */
export function createPlanExportService({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  async function plan(access: ChildAccess, viewerId: number, query: PlanExportInput): Promise<PlanData> {
    const { from, to } = planPeriod(query, clock.now());
    const bounds = {
      childId: access.child.id,
      childName: access.child.name,
      from,
      to,
      since: localMidnight(from),
      until: localMidnight(addDays(to, 1)),
    };
    return loadPlan(db, bounds, (s) => access.role === 'owner' || s.professionalUserId === viewerId);
  }
  const fileName = (p: PlanData, ext: string) => `neurobridge_plano_${fileSlug(p.childName)}_${p.from}_${p.to}.${ext}`;

  return {
    async csv(access: ChildAccess, viewerId: number, query: PlanExportInput) {
      const p = await plan(access, viewerId, query);
      return { filename: fileName(p, 'csv'), body: planCsv(p) };
    },
    async pdf(access: ChildAccess, viewerId: number, query: PlanExportInput) {
      const p = await plan(access, viewerId, query);
      return { filename: fileName(p, 'pdf'), body: await planPdf(p, clock.now()) };
    },
  };
}

export type PlanExportService = ReturnType<typeof createPlanExportService>;
