import {
  INVALID_CODE,
  INVALID_CREDENTIALS,
  RECOVERY_CODE_COUNT,
  TOTP_ALREADY_ENABLED,
  TOTP_NOT_STARTED,
  type AdminLoginResponse,
  type AdminMe,
  type RecoveryCodes,
  type TotpSetup,
} from '@neurobridge/shared/api/admin-auth';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { adminRecoveryCodes, admins, adminTokens } from '../../db/schema/admin';
import { randomToken, sha256 } from '../../lib/crypto';
import { HttpError } from '../../lib/http-error';
import { open, seal } from '../../lib/secret-box';
import { recordAudit, type AuditActor } from '../audit/audit-log';
import type { AdminIdentity } from '../auth/admin-token';
import { startLoginAttempt } from './login-limits';
import { base32Encode, matchTotp, newTotpSecret, otpauthUri } from './totp';

/** How long a sign-in lasts (docs/product.md#admin-sign-in). */
export const ADMIN_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
/** A set-up-only token (production, no second factor yet) lasts long enough to set the app up. */
export const SETUP_TOKEN_TTL_MS = 30 * 60 * 1000;

/** The answer, and the token for the route to put in the cookie (never in the body). */
export type AdminLoginResult = AdminLoginResponse & { token: { value: string; expiresAt: Date } | null };

export interface RequestFrom {
  ip: string | null;
  userAgent: string | null;
}

type AdminRow = typeof admins.$inferSelect;

/**
 * Verifying against this when the username is unknown takes as long as a real check: made once,
 * with the same parameters as the admins' own hashes (db/seed/admin.ts).
 */
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hash(randomToken()));

async function passwordMatches(hash: string, password: string): Promise<boolean> {
  try {
    return await verify(hash, password);
  } catch {
    // Not an Argon2 hash at all: no password matches it.
    return false;
  }
}

/** `abcde-fghij`: 50 random bits, shown once, stored as SHA-256. */
function newRecoveryCode(): string {
  const text = base32Encode(randomBytes(7)).toLowerCase().slice(0, 10);
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

/** Dashes, spaces and case do not matter when a recovery code is typed. */
function recoveryCodeHash(code: string): string {
  return sha256(code.toLowerCase().replace(/[\s-]/g, ''));
}

const adminActor = (a: { id: number; username: string }): AuditActor => ({
  type: 'admin',
  id: a.id,
  label: a.username,
});

/**
 * The administrator's sign-in and second factor (docs/product.md#admin-sign-in): Argon2id
 * passwords, the same answer for an unknown user and a wrong password, limits kept in the
 * database per client (login-limits.ts), TOTP with recovery codes, and bearer tokens
 * stored as SHA-256 that expire and are revoked on sign-out. Every sign-in, failed or not, goes to
 * the audit trail.
 */
export function createAdminAuthService({
  db,
  clock,
  config,
  secretsKey,
}: Pick<AppDeps, 'db' | 'clock' | 'config' | 'secretsKey'>) {
  /** In production an admin must have TOTP on before anything else (docs/product.md#admin-sign-in). */
  const totpRequired = config.env === 'production';

  async function loadAdmin(id: number): Promise<AdminRow> {
    const [row] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
    if (!row) throw new HttpError(401, INVALID_CREDENTIALS);
    return row;
  }

  /** The TOTP step a code matches, once: a step at or before the last accepted one is refused. */
  async function useTotp(tx: Db, admin: AdminRow, code: string): Promise<boolean> {
    if (!admin.totpSecretEnc) return false;
    const step = matchTotp(open(secretsKey, admin.totpSecretEnc), code, clock.now());
    if (step === null) return false;
    const claimed = await tx
      .update(admins)
      .set({ totpLastStep: step })
      .where(and(eq(admins.id, admin.id), or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step))))
      .returning({ id: admins.id });
    return claimed.length > 0;
  }

  /** Spends an unused recovery code of this admin; false when there is none. */
  async function useRecoveryCode(tx: Db, adminId: number, code: string): Promise<boolean> {
    const spent = await tx
      .update(adminRecoveryCodes)
      .set({ usedAt: clock.now() })
      .where(
        and(
          eq(adminRecoveryCodes.adminId, adminId),
          eq(adminRecoveryCodes.codeHash, recoveryCodeHash(code)),
          isNull(adminRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: adminRecoveryCodes.id });
    return spent.length > 0;
  }

  async function replaceRecoveryCodes(tx: Db, adminId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
    await tx
      .insert(adminRecoveryCodes)
      .values(codes.map((code) => ({ adminId, codeHash: recoveryCodeHash(code), createdAt: clock.now() })));
    return codes;
  }

  return {
    totpRequired,

    async login(
      body: { username: string; password: string; code?: string },
      from: RequestFrom,
    ): Promise<AdminLoginResult> {
      const now = clock.now();
      const unknownUserHash = dummy();
      const attempt = await startLoginAttempt(db, now, body.username, from.ip);
      const [admin] = await db.select().from(admins).where(eq(admins.username, body.username)).limit(1);
      const actor: AuditActor = admin ? adminActor(admin) : { type: 'system' };
      const refuse = async (reason: string, status: number, message: string): Promise<never> => {
        await recordAudit(db, clock, {
          actor,
          action: 'admin.login_failed',
          details: { username: body.username, reason },
          from,
        });
        throw new HttpError(status, message);
      };

      if (attempt.refusal) {
        await attempt.forget();
        return refuse('rate_limited', attempt.refusal.statusCode, attempt.refusal.message);
      }
      const passwordOk = await passwordMatches(admin?.passwordHash ?? (await unknownUserHash), body.password);
      if (!admin || !passwordOk) return refuse(admin ? 'password' : 'unknown_user', 401, INVALID_CREDENTIALS);

      if (admin.totpEnabled && !body.code) {
        // The password was right: not a failure, the screen asks for the code.
        await attempt.forget();
        return { code_required: true, token: null, expires_at: null, setup_required: false };
      }

      const token = randomToken();
      const outcome = await db.transaction(async (tx) => {
        let secondFactor: 'totp' | 'recovery_code' | null = null;
        if (admin.totpEnabled) {
          const code = body.code!;
          if (/^\d{6}$/.test(code)) {
            if (await useTotp(tx, admin, code)) secondFactor = 'totp';
          } else if (await useRecoveryCode(tx, admin.id, code)) {
            secondFactor = 'recovery_code';
            await recordAudit(tx, clock, { actor: adminActor(admin), action: 'admin.recovery_code_used', from });
          }
          if (!secondFactor) return null;
        }
        const scope = admin.totpEnabled || !totpRequired ? 'full' : 'setup';
        const expiresAt = new Date(now.getTime() + (scope === 'full' ? ADMIN_TOKEN_TTL_MS : SETUP_TOKEN_TTL_MS));
        await tx
          .insert(adminTokens)
          .values({ adminId: admin.id, tokenHash: sha256(token), expiresAt, scope, createdAt: now });
        await tx.update(admins).set({ lastLoginAt: now }).where(eq(admins.id, admin.id));
        await attempt.succeeded(tx);
        await recordAudit(tx, clock, {
          actor: adminActor(admin),
          action: 'admin.login',
          details: { second_factor: secondFactor, scope },
          from,
        });
        return { scope, expiresAt };
      });
      if (!outcome) return refuse('code', 401, INVALID_CODE);
      return {
        code_required: false,
        token: { value: token, expiresAt: outcome.expiresAt },
        expires_at: outcome.expiresAt.toISOString(),
        setup_required: outcome.scope === 'setup',
      };
    },

    /** Revokes the caller's token. */
    async logout(identity: AdminIdentity, from: RequestFrom): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(adminTokens)
          .set({ revokedAt: clock.now() })
          .where(and(eq(adminTokens.id, identity.tokenId), isNull(adminTokens.revokedAt)));
        await recordAudit(tx, clock, { actor: adminActor(identity), action: 'admin.logout', from });
      });
    },

    async me(identity: AdminIdentity): Promise<AdminMe> {
      const [row] = await db
        .select({
          username: admins.username,
          totpEnabled: admins.totpEnabled,
          codesLeft: sql<number>`(select count(*)::int from admin_recovery_codes r
            where r.admin_id = ${identity.id} and r.used_at is null)`,
        })
        .from(admins)
        .where(eq(admins.id, identity.id));
      if (!row) throw new HttpError(401, INVALID_CREDENTIALS);
      return {
        username: row.username,
        totp_enabled: row.totpEnabled,
        totp_required: totpRequired,
        recovery_codes_left: row.totpEnabled ? Number(row.codesLeft) : 0,
      };
    },

    /** A new secret, kept sealed until a code from it is confirmed (a new call replaces it). */
    async startTotpSetup(identity: AdminIdentity): Promise<TotpSetup> {
      const secret = newTotpSecret();
      const updated = await db
        .update(admins)
        .set({ totpSecretEnc: seal(secretsKey, secret) })
        .where(and(eq(admins.id, identity.id), eq(admins.totpEnabled, false)))
        .returning({ username: admins.username });
      if (updated.length === 0) throw new HttpError(409, TOTP_ALREADY_ENABLED);
      return { secret, otpauth_url: otpauthUri(secret, updated[0]!.username) };
    },

    /**
     * Turns TOTP on when the code matches the pending secret, answers the recovery codes once, and
     * makes a set-up-only token a full one.
     */
    async confirmTotp(identity: AdminIdentity, code: string, from: RequestFrom): Promise<RecoveryCodes> {
      const admin = await loadAdmin(identity.id);
      if (admin.totpEnabled) throw new HttpError(409, TOTP_ALREADY_ENABLED);
      if (!admin.totpSecretEnc) throw new HttpError(409, TOTP_NOT_STARTED);
      const codes = await db.transaction(async (tx) => {
        if (!(await useTotp(tx, admin, code))) return null;
        const enabled = await tx
          .update(admins)
          .set({ totpEnabled: true })
          .where(and(eq(admins.id, admin.id), eq(admins.totpEnabled, false)))
          .returning({ id: admins.id });
        if (enabled.length === 0) throw new HttpError(409, TOTP_ALREADY_ENABLED);
        const fresh = await replaceRecoveryCodes(tx, admin.id);
        await tx.update(adminTokens).set({ scope: 'full' }).where(eq(adminTokens.id, identity.tokenId));
        await recordAudit(tx, clock, { actor: adminActor(admin), action: 'admin.totp_enabled', from });
        return fresh;
      });
      // 400, not 401: a 401 would sign the admin out of the screen.
      if (!codes) throw new HttpError(400, INVALID_CODE);
      return { recovery_codes: codes };
    },

    /** New recovery codes for a current TOTP code; the old ones stop working. */
    async renewRecoveryCodes(identity: AdminIdentity, code: string, from: RequestFrom): Promise<RecoveryCodes> {
      const admin = await loadAdmin(identity.id);
      if (!admin.totpEnabled) throw new HttpError(409, TOTP_NOT_STARTED);
      const codes = await db.transaction(async (tx) => {
        if (!(await useTotp(tx, admin, code))) return null;
        const fresh = await replaceRecoveryCodes(tx, admin.id);
        await recordAudit(tx, clock, { actor: adminActor(admin), action: 'admin.recovery_codes_renewed', from });
        return fresh;
      });
      if (!codes) throw new HttpError(400, INVALID_CODE);
      return { recovery_codes: codes };
    },
  };
}

export type AdminAuthService = ReturnType<typeof createAdminAuthService>;
