import * as oidc from 'openid-client';

export interface OidcClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Only for the built-in development provider, which runs on plain http. */
  allowInsecure?: boolean;
  /** Routes the provider calls somewhere other than the network (the in-process development provider). */
  fetch?: oidc.CustomFetch;
  /** Extra authorization parameters (the development provider always shows its form). */
  extraParams?: Record<string, string>;
}

export interface LoginChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface IdentityClaims {
  issuer: string;
  subject: string;
  email: string;
  name: string | null;
  givenName: string | null;
  familyName: string | null;
  picture: string | null;
}

export class OidcExchangeError extends Error {}

/** Authorization-code flow with PKCE (S256), state and nonce; the ID token is validated by openid-client. */
export function createOidcClient(opts: OidcClientOptions) {
  let configPromise: Promise<oidc.Configuration> | undefined;

  function configuration(): Promise<oidc.Configuration> {
    configPromise ??= oidc
      .discovery(new URL(opts.issuer), opts.clientId, opts.clientSecret, undefined, {
        execute: opts.allowInsecure ? [oidc.allowInsecureRequests] : [],
        [oidc.customFetch]: opts.fetch,
      })
      .then((config) => {
        if (opts.fetch) config[oidc.customFetch] = opts.fetch;
        if (opts.allowInsecure) oidc.allowInsecureRequests(config);
        return config;
      })
      .catch((err) => {
        configPromise = undefined; // retry discovery on the next sign-in
        throw err;
      });
    return configPromise;
  }

  return {
    newChecks(): LoginChecks {
      return {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
    },

    async authorizationUrl(checks: LoginChecks): Promise<string> {
      const config = await configuration();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: opts.redirectUri,
        scope: 'openid email profile',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        ...opts.extraParams,
      });
      return url.href;
    },

    async exchange(code: string, checks: LoginChecks): Promise<IdentityClaims> {
      const config = await configuration();
      const callbackUrl = new URL(opts.redirectUri);
      callbackUrl.searchParams.set('code', code);
      callbackUrl.searchParams.set('state', checks.state);
      // RFC 9207: the browser posts only code and state; the issuer we expect is the one we talked to.
      if (config.serverMetadata().authorization_response_iss_parameter_supported) {
        callbackUrl.searchParams.set('iss', config.serverMetadata().issuer);
      }
      let tokens;
      try {
        tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          pkceCodeVerifier: checks.codeVerifier,
          idTokenExpected: true,
        });
      } catch (err) {
        throw new OidcExchangeError((err as Error).message);
      }
      const claims = tokens.claims();
      if (!claims || typeof claims.email !== 'string') {
        throw new OidcExchangeError('ID token without e-mail');
      }
      const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: claims.email.toLowerCase(),
        name: str(claims.name),
        givenName: str(claims.given_name),
        familyName: str(claims.family_name),
        picture: str(claims.picture),
      };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
