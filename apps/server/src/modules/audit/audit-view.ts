import type { AuditEntryView } from '@neurobridge/shared/api/admin-audit';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTOR_TYPES,
  type AuditAction,
  type AuditActorType,
} from '@neurobridge/shared/domain/audit';
import type { auditLog } from '../../db/schema/admin';

type AuditRow = typeof auditLog.$inferSelect;

function isAction(action: string): action is AuditAction {
  return Object.hasOwn(AUDIT_ACTION_LABELS, action);
}

/** An entry of the trail as the audit screen shows it (docs/product.md#audit-trail). */
export function auditEntryView(row: AuditRow): AuditEntryView {
  const details = row.details;
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actor_type: (AUDIT_ACTOR_TYPES as readonly string[]).includes(row.actorType)
      ? (row.actorType as AuditActorType)
      : 'system',
    actor_label: row.actorLabel,
    action: row.action,
    action_label: isAction(row.action) ? AUDIT_ACTION_LABELS[row.action] : row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    details:
      details && typeof details === 'object' && !Array.isArray(details) ? (details as Record<string, unknown>) : null,
    ip: row.ip,
    user_agent: row.userAgent,
  };
}
