import type { FastifyInstance, FastifyRequest } from 'fastify';
import { generateKeyPairSync } from 'node:crypto';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { randomToken, sha256 } from '../../lib/crypto';
import { createMemoryAdapter } from './memory-adapter';
import { renderSignInPage } from './sign-in-page';

export const DEV_IDP_PREFIX = '/dev-idp';
export const DEV_CLIENT_ID = 'neurobridge-dev';

// Lifetimes in seconds, as oidc-provider takes them.
const HOUR = 60 * 60;
const DAY = 24 * HOUR;

interface DevAccount {
  email: string;
  name: string;
}

export interface DevIdp {
  issuer: string;
  clientSecret: string;
  register(app: FastifyInstance): Promise<void>;
}

function splitName(name: string) {
  const [given, ...rest] = name.trim().split(/\s+/);
  return { given_name: given ?? null, family_name: rest.length ? rest.join(' ') : null };
}

/**
 * The built-in development sign-in (docs/product.md#dev-sign-in): a real OpenID Connect provider (oidc-provider)
 * served by the app itself, with a pt-BR form instead of a password. It keeps its grants in
 * memory, so it is for one process only, and it never runs in production (config.ts).
 */
export function createDevIdp(appUrl: string, redirectUri: string, trustProxy: boolean): DevIdp {
  const issuer = `${appUrl}${DEV_IDP_PREFIX}`;
  const clientSecret = randomToken();
  // The subject is derived from the e-mail, so signing in again with the same e-mail is the same person.
  const accounts = new Map<string, DevAccount>();
  const jwk = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    adapter: createMemoryAdapter(),
    clients: [
      {
        client_id: DEV_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true, methods: ['S256'] },
    jwks: { keys: [{ ...jwk, use: 'sig', alg: 'RS256', kid: 'dev' }] },
    cookies: { keys: [randomToken()] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    conformIdTokenClaims: false,
    // oidc-provider's own defaults, stated so that it does not print a notice for each on the first sign-in.
    ttl: { AccessToken: HOUR, IdToken: HOUR, Interaction: HOUR, Grant: 14 * DAY, Session: 14 * DAY },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${DEV_IDP_PREFIX}/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: true,
          name: account.name,
          picture: null,
          ...splitName(account.name),
        }),
      };
    },
    // There is no consent step in development: the grant is created on the spot.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const clientId = ctx.oidc.client!.clientId;
      const session = ctx.oidc.session!;
      const existing = session.grantIdFor(clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: session.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      session.grantIdFor(clientId, grant.jti);
      return grant;
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderSignInPage({ error: `Erro no login de desenvolvimento: ${out.error_description ?? out.error}` });
    },
  });
  provider.proxy = trustProxy;
  const callback = provider.callback();

  async function register(app: FastifyInstance) {
    // The sign-in form: its own scope, with a url-encoded body parser.
    await app.register(async (scope) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 4096 },
        (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );
      scope.get(`${DEV_IDP_PREFIX}/interaction/:uid`, { schema: { hide: true } }, async (request, reply) => {
        await provider.interactionDetails(request.raw, reply.raw); // 4xx when the attempt is unknown
        return reply.type('text/html').header('cache-control', 'no-store').send(renderSignInPage({}));
      });
      scope.post(
        `${DEV_IDP_PREFIX}/interaction/:uid`,
        { schema: { hide: true }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
        async (request: FastifyRequest<{ Body: Record<string, string> }>, reply) => {
          const email = String(request.body?.email ?? '')
            .trim()
            .toLowerCase();
          const name = String(request.body?.name ?? '').trim();
          if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254 || name.length > 120) {
            return reply
              .status(400)
              .type('text/html')
              .send(renderSignInPage({ error: 'Informe um e-mail válido.', email, name }));
          }
          const sub = `dev-${sha256(email).slice(0, 32)}`;
          accounts.set(sub, { email, name: name || email.split('@')[0]! });
          reply.hijack();
          await provider.interactionFinished(
            request.raw,
            reply.raw,
            { login: { accountId: sub } },
            { mergeWithLastSubmission: false },
          );
        },
      );
    });

    // Everything else under the prefix is oidc-provider's own (discovery, authorize, token, jwks).
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
      scope.all(`${DEV_IDP_PREFIX}/*`, { schema: { hide: true } }, async (request, reply) => {
        const raw = request.raw as typeof request.raw & { originalUrl?: string };
        raw.originalUrl = raw.url;
        raw.url = raw.url!.slice(DEV_IDP_PREFIX.length) || '/';
        reply.hijack();
        await callback(raw, reply.raw);
      });
    });
  }

  return { issuer, clientSecret, register };
}
