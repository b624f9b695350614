import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import { createDevIdp, DEV_CLIENT_ID } from './integrations/dev-idp/dev-idp';
import { createOidcClient, type OidcClient } from './integrations/oidc/oidc-client';
import { injectFetch } from './lib/inject-fetch';

/**
 * The OpenID Connect client: the one given (tests), the configured provider, or the built-in
 * development provider, registered on `app` (docs/product.md#dev-sign-in).
 */
export async function signInProvider(app: FastifyInstance, config: AppConfig, given?: OidcClient): Promise<OidcClient> {
  if (given) return given;
  if (config.oidc) return createOidcClient(config.oidc);
  if (!config.devIdp) throw new Error('Nenhum provedor de login configurado.');
  const redirectUri = `${config.appUrl}/auth/callback`;
  const idp = createDevIdp(config.appUrl, redirectUri, config.trustProxy !== false);
  await idp.register(app);
  return createOidcClient({
    issuer: idp.issuer,
    clientId: DEV_CLIENT_ID,
    clientSecret: idp.clientSecret,
    redirectUri,
    allowInsecure: true,
    // The provider lives in this process: its back-channel calls go through inject, not the network.
    fetch: injectFetch(app),
    extraParams: { prompt: 'login' },
  });
}
