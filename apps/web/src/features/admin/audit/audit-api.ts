import { adminAuditApi, auditListQuery, type AuditListQuery } from '@neurobridge/shared/api/admin-audit';
import { adminPages, adminQuery } from '../api/admin-client';

export const auditChainQuery = adminQuery(adminAuditApi.verify, {});

export type AuditFilters = Pick<AuditListQuery, 'action' | 'actor' | 'from' | 'to'>;

/** Only the filters that are set: an empty field is no filter. */
function cleanFilters(filters: AuditFilters): AuditFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as AuditFilters;
}

/**
 * Each wrong filter's message, by field, with the server's own rules (an end date before the start
 * is said beside 'Até'); empty when the filters can be asked for.
 */
export function filterErrors(filters: AuditFilters): Partial<Record<keyof AuditFilters, string>> {
  const result = auditListQuery.safeParse(cleanFilters(filters));
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0] ?? 'to'), i.message]));
}

/** The trail in pages, newest first; the next page starts after the last id shown. */
export function auditPagesQuery(filters: AuditFilters) {
  return adminPages(adminAuditApi.list, { query: cleanFilters(filters) });
}
