import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminTokens } from '../../db/schema/admin';
import { sha256 } from '../../lib/crypto';

export interface AdminIdentity {
  id: number;
}

/**
 * The administrator a bearer token belongs to, or null when it is unknown, expired or revoked.
 * Tokens are stored as SHA-256 hashes only (docs/product.md#administration).
 */
export async function findAdminByToken(db: Db, token: string, now = new Date()): Promise<AdminIdentity | null> {
  const [row] = await db
    .select({ id: adminTokens.adminId })
    .from(adminTokens)
    .where(and(eq(adminTokens.tokenHash, sha256(token)), gt(adminTokens.expiresAt, now), isNull(adminTokens.revokedAt)))
    .limit(1);
  return row ?? null;
}
