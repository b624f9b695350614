import type { AuditAction, AuditActorType } from '@neurobridge/shared/domain/audit';
import { asc, desc, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/admin';
import type { Clock } from '../../lib/clock';
import { sha256 } from '../../lib/crypto';

/** Who acted. `label` is the admin's username or the user's e-mail at the time. */
export type AuditActor =
  { type: 'admin'; id: number; label: string } | { type: 'user'; id: number; label: string } | { type: 'system' };

export interface AuditEntry {
  actor: AuditActor;
  action: AuditAction;
  target?: { type: string; id: string | number };
  /** What changed: old and new values, counts. Never a secret (write 'changed' for one). */
  details?: Record<string, unknown>;
  /** Where from: the address the server saw and the user agent. */
  from?: { ip: string | null; userAgent: string | null };
}

/** Where a request came from, for an audit entry. */
export function requestOrigin(request: FastifyRequest): { ip: string | null; userAgent: string | null } {
  const agent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof agent === 'string' ? agent.slice(0, 300) : null };
}

/** JSON with object keys sorted at every level: jsonb keeps its own key order, the hash must not depend on it. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

interface HashedFields {
  actorType: string;
  actorId: number | null;
  actorLabel: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  details: unknown;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
}

/** The hash of an entry: its fields and the previous entry's hash. */
export function entryHash(prevHash: string, f: HashedFields): string {
  return sha256(
    canonical([
      prevHash,
      f.actorType,
      f.actorId,
      f.actorLabel,
      f.action,
      f.targetType,
      f.targetId,
      f.details ?? null,
      f.ip,
      f.userAgent,
      f.createdAt.toISOString(),
    ]),
  );
}

/** One lock for the whole trail, so entries written at once on several servers still form one chain. */
const CHAIN_LOCK = 7_302_114;

/**
 * Appends an entry to the audit trail. Pass the transaction of the action itself (`tx`) so the
 * entry and the change commit together; the chain lock is held until that transaction ends.
 */
export async function recordAudit(db: Db, clock: Clock, entry: AuditEntry): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`);
    const [last] = await tx.select({ hash: auditLog.hash }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    const actor = entry.actor;
    const fields: HashedFields = {
      actorType: actor.type satisfies AuditActorType,
      actorId: actor.type === 'system' ? null : actor.id,
      actorLabel: actor.type === 'system' ? null : actor.label,
      action: entry.action,
      targetType: entry.target?.type ?? null,
      targetId: entry.target ? String(entry.target.id) : null,
      details: entry.details ?? null,
      ip: entry.from?.ip ?? null,
      userAgent: entry.from?.userAgent ?? null,
      createdAt: clock.now(),
    };
    const prevHash = last?.hash ?? '';
    await tx.insert(auditLog).values({
      ...fields,
      prevHash,
      hash: entryHash(prevHash, fields),
    });
  });
}

export interface ChainCheck {
  intact: boolean;
  /** How many entries were checked. */
  checked: number;
  /** The first entry whose hash or link does not match, when the chain is broken. */
  brokenAt: number | null;
}

/** Walks the whole trail in order and recomputes every hash (docs/product.md#audit-trail). */
export async function verifyAuditChain(db: Db, batch = 1000): Promise<ChainCheck> {
  let prevHash = '';
  let afterId = 0;
  let checked = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(gt(auditLog.id, afterId))
      .orderBy(asc(auditLog.id))
      .limit(batch);
    for (const row of rows) {
      if (row.prevHash !== prevHash || row.hash !== entryHash(prevHash, row)) {
        return { intact: false, checked, brokenAt: row.id };
      }
      prevHash = row.hash;
      checked += 1;
    }
    if (rows.length < batch) return { intact: true, checked, brokenAt: null };
    afterId = rows[rows.length - 1]!.id;
  }
}
