import { ADMIN_ROLES, type AdminRole } from '@neurobridge/shared/domain/admin-roles';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { admins, adminTokens } from '../../db/schema/admin';
import { sha256 } from '../../lib/crypto';

export interface AdminIdentity {
  id: number;
  /** Names the admin in the audit trail. */
  username: string;
  /** What the admin may use (domain/admin-roles.ts, docs/product.md#admin-team). */
  role: AdminRole;
  /** The token's own row: signing out revokes this one. */
  tokenId: number;
  /** `setup`: reaches only the second factor's set-up routes (docs/product.md#admin-sign-in). */
  scope: 'full' | 'setup';
}

/** A role the code does not know (a row written by hand) signs no one in. */
function knownRole(role: string): AdminRole | null {
  return (ADMIN_ROLES as readonly string[]).includes(role) ? (role as AdminRole) : null;
}

export function createAdminTokenService({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  return {
    /**
     * The administrator a token belongs to, or null when it is unknown, expired (by the app clock)
     * or revoked, or the admin is suspended. Tokens are stored as SHA-256 hashes only
     * (docs/product.md#admin). Nothing is kept in memory: the role and the suspension are read on
     * every request, so a change made on one server applies at once on every other
     * (docs/product.md#admin-team).
     */
    async findAdmin(token: string): Promise<AdminIdentity | null> {
      const [row] = await db
        .select({
          id: admins.id,
          username: admins.username,
          role: admins.role,
          tokenId: adminTokens.id,
          scope: adminTokens.scope,
        })
        .from(adminTokens)
        .innerJoin(admins, eq(admins.id, adminTokens.adminId))
        .where(
          and(
            eq(adminTokens.tokenHash, sha256(token)),
            gt(adminTokens.expiresAt, clock.now()),
            isNull(adminTokens.revokedAt),
            isNull(admins.suspendedAt),
          ),
        )
        .limit(1);
      const role = row ? knownRole(row.role) : null;
      if (!row || !role) return null;
      return { ...row, role, scope: row.scope === 'setup' ? 'setup' : 'full' };
    },
  };
}

export type AdminTokenService = ReturnType<typeof createAdminTokenService>;
