import { AUDIT_PAGE_DEFAULT, type AuditChainCheck, type AuditPage } from '@neurobridge/shared/api/admin-audit';
import type { AuditAction } from '@neurobridge/shared/domain/audit';
import { addDays, localMidnight } from '@neurobridge/shared/domain/time';
import { and, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { auditLog } from '../../db/schema/admin';
import { verifyAuditChain } from './audit-log';
import { auditEntryView } from './audit-view';

export interface AuditFilters {
  action?: AuditAction;
  actor?: string;
  /** YYYY-MM-DD, São Paulo days, both included. */
  from?: string;
  to?: string;
  cursor?: number;
  limit?: number;
}

/** `%` and `_` typed in the actor filter are matched as themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The audit trail's reads (docs/product.md#audit-trail): pages newest first, and the chain check. */
export function createAuditService({ db }: Pick<AppDeps, 'db'>) {
  return {
    async list(filters: AuditFilters): Promise<AuditPage> {
      const limit = filters.limit ?? AUDIT_PAGE_DEFAULT;
      const where: SQL[] = [];
      if (filters.action) where.push(eq(auditLog.action, filters.action));
      if (filters.actor) where.push(ilike(auditLog.actorLabel, likePattern(filters.actor)));
      if (filters.from) where.push(gte(auditLog.createdAt, localMidnight(filters.from)));
      // The day after `to` at midnight: a day always ends at the next one's start, DST or not.
      if (filters.to) where.push(lt(auditLog.createdAt, localMidnight(addDays(filters.to, 1))));
      if (filters.cursor) where.push(lt(auditLog.id, filters.cursor));
      const rows = await db
        .select()
        .from(auditLog)
        .where(and(...where))
        .orderBy(desc(auditLog.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      return {
        entries: page.map(auditEntryView),
        next_cursor: rows.length > limit ? String(page[page.length - 1]!.id) : null,
      };
    },

    async verify(): Promise<AuditChainCheck> {
      const check = await verifyAuditChain(db);
      return { intact: check.intact, checked: check.checked, broken_at: check.brokenAt };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
