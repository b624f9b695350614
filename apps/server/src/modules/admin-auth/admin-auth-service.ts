import type { AdminRole } from '@neurobridge/shared/domain/admin-roles';
import {
  ADMIN_SUSPENDED,
  INVALID_CODE,
  INVALID_CREDENTIALS,
  RECOVERY_CODE_COUNT,
  SAME_PASSWORD,
  TOTP_ALREADY_ENABLED,
  TOTP_NOT_ENABLED,
  TOTP_NOT_STARTED,
  WRONG_CURRENT_PASSWORD,
  type AdminLoginResponse,
  type AdminMe,
  type RecoveryCodes,
  type TotpSetup,
} from '@neurobridge/shared/api/admin-auth';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { adminRecoveryCodes, admins, adminTokens } from '../../db/schema/admin';
import { randomToken, sha256 } from '../../lib/crypto';
import { fieldError, HttpError } from '../../lib/http-error';
import { adminPasswordProblem } from '../../lib/password-strength';
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

  /**
   * Confirms a change of authenticator app: a code from the pending secret makes it the secret, the
   * recovery codes are renewed (answered once) and the change is audited. The step it matched is
   * the last one accepted, so the same code cannot sign in afterwards.
   */
  async function confirmTotpChange(admin: AdminRow, code: string, from: RequestFrom): Promise<RecoveryCodes> {
    const pendingEnc = admin.totpPendingEnc!;
    const step = matchTotp(open(secretsKey, pendingEnc), code, clock.now());
    // 400, not 401: a 401 would sign the admin out of the screen.
    if (step === null) throw new HttpError(400, INVALID_CODE);
    const codes = await db.transaction(async (tx) => {
      const swapped = await tx
        .update(admins)
        .set({
          totpSecretEnc: pendingEnc,
          totpPendingEnc: null,
          totpLastStep: sql`greatest(coalesce(${admins.totpLastStep}, ${step}), ${step})`,
        })
        .where(and(eq(admins.id, admin.id), eq(admins.totpPendingEnc, pendingEnc)))
        .returning({ id: admins.id });
      // Confirmed already, or replaced by a newer change meanwhile.
      if (swapped.length === 0) return null;
      const fresh = await replaceRecoveryCodes(tx, admin.id);
      await recordAudit(tx, clock, { actor: adminActor(admin), action: 'admin.totp_changed', from });
      return fresh;
    });
    if (!codes) throw new HttpError(409, TOTP_NOT_STARTED);
    return { recovery_codes: codes };
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
      if (admin.suspendedAt) {
        // The password was right, so this is not a guess: it does not count towards a wait, and the
        // answer says why (docs/product.md#admin-team).
        await attempt.forget();
        return refuse('suspended', 403, ADMIN_SUSPENDED);
      }

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
          role: admins.role,
          email: admins.email,
          totpEnabled: admins.totpEnabled,
          codesLeft: sql<number>`(select count(*)::int from admin_recovery_codes r
            where r.admin_id = ${identity.id} and r.used_at is null)`,
        })
        .from(admins)
        .where(eq(admins.id, identity.id));
      if (!row) throw new HttpError(401, INVALID_CREDENTIALS);
      return {
        id: identity.id,
        username: row.username,
        role: row.role as AdminRole,
        email: row.email,
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
      if (admin.totpEnabled && admin.totpPendingEnc) return confirmTotpChange(admin, code, from);
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

    /**
     * Starts replacing the authenticator app (docs/product.md#admin-account): a current code from
     * the old one proves it is the admin; the new secret waits in `totp_pending_enc` (a new call
     * replaces it) and the old one keeps working until `confirmTotp` confirms a code from the new.
     */
    async startTotpChange(identity: AdminIdentity, code: string): Promise<TotpSetup> {
      const admin = await loadAdmin(identity.id);
      if (!admin.totpEnabled) throw new HttpError(409, TOTP_NOT_ENABLED);
      const secret = newTotpSecret();
      const started = await db.transaction(async (tx) => {
        if (!(await useTotp(tx, admin, code))) return false;
        await tx
          .update(admins)
          .set({ totpPendingEnc: seal(secretsKey, secret) })
          .where(eq(admins.id, admin.id));
        return true;
      });
      if (!started) throw new HttpError(400, INVALID_CODE);
      return { secret, otpauth_url: otpauthUri(secret, admin.username) };
    },

    /**
     * The admin's own new password (docs/product.md#admin-account): the current one must match, the
     * new one must differ and pass the strength rule with the username and e-mail as words to
     * avoid. The admin's other sign-ins end; the caller's stays.
     */
    async changePassword(
      identity: AdminIdentity,
      body: { current_password: string; new_password: string },
      from: RequestFrom,
    ): Promise<void> {
      const admin = await loadAdmin(identity.id);
      if (!(await passwordMatches(admin.passwordHash, body.current_password))) {
        throw fieldError('current_password', WRONG_CURRENT_PASSWORD);
      }
      if (await passwordMatches(admin.passwordHash, body.new_password)) throw fieldError('new_password', SAME_PASSWORD);
      const related = [admin.username, ...(admin.email ? [admin.email, admin.email.split('@')[0]!] : [])];
      const problem = await adminPasswordProblem(body.new_password, related);
      if (problem) throw fieldError('new_password', problem);
      const passwordHash = await hash(body.new_password);
      const now = clock.now();
      await db.transaction(async (tx) => {
        // Only over the hash just checked: a change made meanwhile elsewhere makes this one's
        // current password wrong.
        const changed = await tx
          .update(admins)
          .set({ passwordHash })
          .where(and(eq(admins.id, admin.id), eq(admins.passwordHash, admin.passwordHash)))
          .returning({ id: admins.id });
        if (changed.length === 0) throw fieldError('current_password', WRONG_CURRENT_PASSWORD);
        const ended = await tx
          .update(adminTokens)
          .set({ revokedAt: now })
          .where(
            and(
              eq(adminTokens.adminId, admin.id),
              ne(adminTokens.id, identity.tokenId),
              isNull(adminTokens.revokedAt),
              gt(adminTokens.expiresAt, now),
            ),
          )
          .returning({ id: adminTokens.id });
        await recordAudit(tx, clock, {
          actor: adminActor(admin),
          action: 'admin.password_changed',
          details: { other_sessions_ended: ended.length },
          from,
        });
      });
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
