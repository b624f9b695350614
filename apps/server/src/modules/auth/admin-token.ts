import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { admins, adminTokens } from '../../db/schema/admin';
import { sha256 } from '../../lib/crypto';

export interface AdminIdentity {
  id: number;
  /** Names the admin in the audit trail. */
  username: string;
  /** The token's own row: signing out revokes this one. */
  tokenId: number;
  /** `setup`: reaches only the second factor's set-up routes (docs/product.md#admin-sign-in). */
  scope: 'full' | 'setup';
}

export function createAdminTokenService({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  return {
    /**
     * The administrator a bearer token belongs to, or null when it is unknown, expired (by the app
     * clock) or revoked. Tokens are stored as SHA-256 hashes only (docs/product.md#admin).
     */
    async findAdmin(token: string): Promise<AdminIdentity | null> {
      const [row] = await db
        .select({ id: admins.id, username: admins.username, tokenId: adminTokens.id, scope: adminTokens.scope })
        .from(adminTokens)
        .innerJoin(admins, eq(admins.id, adminTokens.adminId))
        .where(
          and(
            eq(adminTokens.tokenHash, sha256(token)),
            gt(adminTokens.expiresAt, clock.now()),
            isNull(adminTokens.revokedAt),
          ),
        )
        .limit(1);
      return row ? { ...row, scope: row.scope === 'setup' ? 'setup' : 'full' } : null;
    },
  };
}

export type AdminTokenService = ReturnType<typeof createAdminTokenService>;
