import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const OIDC = {
  OIDC_ISSUER: 'https://accounts.example.com',
  OIDC_CLIENT_ID: 'client',
  OIDC_CLIENT_SECRET: 'secret',
};
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://app@db/neurobridge',
  APP_URL: 'https://neurobridge.example',
  ADMIN_USERNAME: 'gestora',
  ADMIN_PASSWORD: 'uma senha longa o bastante',
  SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
  ...OIDC,
};

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('with nothing set is a complete demo on port 3000 with the development sign-in', () => {
    const config = loadConfig({});
    expect(config.env).toBe('development');
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.appOrigin).toBe('http://localhost:3000');
    expect(config.devIdp).toBe(true);
    expect(config.oidc).toBeUndefined();
    expect(config.secureCookies).toBe(false);
    expect(config.sessionIdleMs).toBe(14 * 24 * 60 * 60 * 1000);
  });

  it('drops a trailing slash from APP_URL', () => {
    const config = loadConfig({ APP_URL: 'http://example.test:8080/' });
    expect(config.appUrl).toBe('http://example.test:8080');
    expect(config.appOrigin).toBe('http://example.test:8080');
  });

  it('uses secure cookies when APP_URL is https', () => {
    expect(loadConfig({ APP_URL: 'https://neurobridge.example' }).secureCookies).toBe(true);
  });

  it('a complete OIDC setting turns the development sign-in off', () => {
    const config = loadConfig({ ...OIDC, APP_URL: 'http://localhost:4000' });
    expect(config.devIdp).toBe(false);
    expect(config.oidc).toEqual({
      issuer: OIDC.OIDC_ISSUER,
      clientId: 'client',
      clientSecret: 'secret',
      redirectUri: 'http://localhost:4000/auth/callback',
    });
  });

  it('partial OIDC settings name the missing ones', () => {
    const err = configError({ OIDC_ISSUER: OIDC.OIDC_ISSUER });
    expect(err.message).toContain('OIDC_CLIENT_ID');
    expect(err.message).toContain('OIDC_CLIENT_SECRET');
    expect(err.message).not.toContain('OIDC_ISSUER');
  });

  it('production without the real parts refuses to start and lists them', () => {
    const err = configError({ NODE_ENV: 'production' });
    const keys = ['DATABASE_URL', 'OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'APP_URL'];
    for (const key of [...keys, 'ADMIN_USERNAME', 'ADMIN_PASSWORD', 'SECRETS_KEY']) {
      expect(err.message).toContain(key);
    }
  });

  it('production names only what is missing', () => {
    const { DATABASE_URL: _omitted, ...rest } = PRODUCTION;
    const err = configError(rest);
    expect(err.message).toContain('DATABASE_URL');
    expect(err.message).not.toContain('APP_URL');
    expect(err.message).not.toContain('OIDC');
  });

  it('a complete production setting has no development sign-in', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.env).toBe('production');
    expect(config.devIdp).toBe(false);
    expect(config.secureCookies).toBe(true);
  });

  it('production refuses to start without the admin settings (no generated password in its log)', () => {
    const { ADMIN_USERNAME: _u, ADMIN_PASSWORD: _p, ...rest } = PRODUCTION;
    const err = configError(rest);
    expect(err.message).toContain('ADMIN_USERNAME');
    expect(err.message).toContain('ADMIN_PASSWORD');
    expect(err.message).not.toContain('DATABASE_URL');
  });

  it.each(['c2hvcnQ=', 'not base64 at all'])('SECRETS_KEY=%s (not 32 bytes) is refused', (key) => {
    expect(configError({ SECRETS_KEY: key }).message).toContain('SECRETS_KEY');
  });

  it.each([
    ['false', false],
    ['', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.5', ['10.0.0.5']],
    ['10.0.0.5, 10.1.0.0/16,::1', ['10.0.0.5', '10.1.0.0/16', '::1']],
    ['loopback', ['loopback']],
  ])('TRUST_PROXY=%j trusts %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['true', '0', '11', '10.0.0.300', '10.0.0.0/33', 'proxy.internal', '1,2'])(
    'TRUST_PROXY=%s is refused with a message naming the setting',
    (value) => {
      expect(configError({ TRUST_PROXY: value }).message).toContain('TRUST_PROXY');
    },
  );

  it.each(['abc', '70000', '-1', '3.5'])('PORT=%s is refused', (port) => {
    expect(configError({ PORT: port }).message).toContain('PORT');
  });

  it('SHUTDOWN_DRAIN_MS is 1 s by default, 5 s in production, or the value given', () => {
    expect(loadConfig({}).shutdownDrainMs).toBe(1000);
    expect(loadConfig(PRODUCTION).shutdownDrainMs).toBe(5000);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ ...PRODUCTION, SHUTDOWN_DRAIN_MS: '15000' }).shutdownDrainMs).toBe(15000);
  });

  it.each(['-1', '60001', '2.5', 'soon'])('SHUTDOWN_DRAIN_MS=%s is refused', (value) => {
    expect(configError({ SHUTDOWN_DRAIN_MS: value }).message).toContain('SHUTDOWN_DRAIN_MS');
  });

  describe('Mercado Pago (docs/product.md#paying)', () => {
    const MP = { MERCADO_PAGO_ACCESS_TOKEN: 'APP_USR-token', MERCADO_PAGO_WEBHOOK_SECRET: 'segredo' };

    it('is off without an access token: the demo checkout runs, except in production', () => {
      const config = loadConfig({});
      expect(config.mercadoPago).toBeUndefined();
      expect(config.mercadoPagoApiUrl).toBe('https://api.mercadopago.com');
      expect(config.testPayments).toBe(true);
      expect(loadConfig({ NODE_ENV: 'test' }).testPayments).toBe(true);
      expect(loadConfig(PRODUCTION).testPayments).toBe(false);
      expect(loadConfig(PRODUCTION).mercadoPago).toBeUndefined();
    });

    it('keeps the environment credentials; the API root may point elsewhere', () => {
      const config = loadConfig({
        ...MP,
        MERCADO_PAGO_PUBLIC_KEY: 'APP_USR-public',
        MERCADO_PAGO_API_URL: 'http://127.0.0.1:4010/',
      });
      expect(config.mercadoPago).toEqual({
        accessToken: 'APP_USR-token',
        publicKey: 'APP_USR-public',
        webhookSecret: 'segredo',
        apiUrl: 'http://127.0.0.1:4010',
      });
      expect(config.mercadoPagoApiUrl).toBe('http://127.0.0.1:4010');
      expect(config.mercadoPagoWebhookSecret).toBe('segredo');
      // Outside production the demo is allowed; it runs only while Mercado Pago is not active
      // (decided at request time: modules/payments/payment-provider.ts).
      expect(config.testPayments).toBe(true);
    });

    it('keeps the webhook secret without an access token (the token may be saved on the admin screen)', () => {
      const config = loadConfig({ MERCADO_PAGO_WEBHOOK_SECRET: 'segredo' });
      expect(config.mercadoPago).toBeUndefined();
      expect(config.mercadoPagoWebhookSecret).toBe('segredo');
    });

    it('empty settings count as unset', () => {
      const config = loadConfig({ MERCADO_PAGO_ACCESS_TOKEN: '', MERCADO_PAGO_WEBHOOK_SECRET: ' ' });
      expect(config.mercadoPago).toBeUndefined();
      expect(config.testPayments).toBe(true);
    });

    it('outside production, a missing webhook secret is allowed (every notification is then refused)', () => {
      const config = loadConfig({ MERCADO_PAGO_ACCESS_TOKEN: 'APP_USR-token' });
      expect(config.mercadoPago?.webhookSecret).toBeUndefined();
    });

    it('production with an access token and no webhook secret refuses to start', () => {
      const err = configError({ ...PRODUCTION, MERCADO_PAGO_ACCESS_TOKEN: 'APP_USR-token' });
      expect(err.message).toContain('MERCADO_PAGO_WEBHOOK_SECRET');
      expect(err.message).not.toContain('APP_USR-token');
      expect(loadConfig({ ...PRODUCTION, ...MP }).mercadoPago?.webhookSecret).toBe('segredo');
    });

    it('MERCADO_PAGO_API_URL must be a URL', () => {
      expect(configError({ MERCADO_PAGO_API_URL: 'not a url' }).message).toContain('MERCADO_PAGO_API_URL');
    });
  });
});
