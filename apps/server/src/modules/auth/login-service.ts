import { NO_CODE_ERROR } from '@neurobridge/shared/api/auth';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { createSuspensionNotice } from './suspended';
import { oauthStates, users } from '../../db/schema/users';
import type { IdentityClaims, LoginChecks, OidcClient } from '../../integrations/oidc/oidc-client';
import { sha256 } from '../../lib/crypto';
import { HttpError } from '../../lib/http-error';

const LOGIN_TTL_MS = 10 * 60 * 1000;

export const LOGIN_FAILED = 'Não foi possível concluir o login. Tente entrar novamente.';

/**
 * The sign-in (docs/product.md#sign-in): the state, nonce and PKCE verifier are kept server-side
 * for 10 minutes by the app clock, and the state is used up before the code is exchanged.
 */
export function createLoginService({ db, clock, oidc }: Pick<AppDeps, 'db' | 'clock'> & { oidc: OidcClient }) {
  const accountSuspended = createSuspensionNotice({ db });
  async function upsertUser(c: IdentityClaims) {
    const now = clock.now();
    const profile = {
      email: c.email,
      fullName: c.name,
      givenName: c.givenName,
      familyName: c.familyName,
      picture: c.picture,
      lastLoginAt: now,
      updatedAt: now,
    };
    const [user] = await db
      .insert(users)
      .values({ issuer: c.issuer, subject: c.subject, ...profile })
      .onConflictDoUpdate({ target: [users.issuer, users.subject], set: profile })
      .returning();
    return user!;
  }

  return {
    /** Starts a sign-in: stores the checks server-side and returns the provider URL. */
    async begin(): Promise<{ url: string; state: string }> {
      const checks = oidc.newChecks();
      const url = await oidc.authorizationUrl(checks);
      const now = clock.now();
      await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
      await db.insert(oauthStates).values({
        stateHash: sha256(checks.state),
        nonce: checks.nonce,
        codeVerifier: checks.codeVerifier,
        expiresAt: new Date(now.getTime() + LOGIN_TTL_MS),
      });
      return { url, state: checks.state };
    },

    /**
     * Finishes a sign-in. The state must match this browser's pre-login cookie and is consumed
     * before the code is exchanged, so a reused state or code can never create a session.
     */
    async complete(input: { code?: string; state?: string; cookieState?: string }): Promise<typeof users.$inferSelect> {
      if (!input.code) throw new HttpError(400, NO_CODE_ERROR);
      if (!input.state || !input.cookieState || input.state !== input.cookieState) {
        throw new HttpError(400, LOGIN_FAILED);
      }
      const [row] = await db
        .delete(oauthStates)
        .where(and(eq(oauthStates.stateHash, sha256(input.state)), gt(oauthStates.expiresAt, clock.now())))
        .returning();
      if (!row) throw new HttpError(400, LOGIN_FAILED);

      const checks: LoginChecks = { state: input.state, nonce: row.nonce, codeVerifier: row.codeVerifier };
      let claims: IdentityClaims;
      try {
        claims = await oidc.exchange(input.code, checks);
      } catch (err) {
        throw new HttpError(400, LOGIN_FAILED, (err as Error).message);
      }
      const user = await upsertUser(claims);
      if (!user.isActive) throw await accountSuspended();
      return user;
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
