import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { createDevIdp, DEV_CLIENT_ID } from './integrations/dev-idp/dev-idp';
import { createOidcClient, type OidcClient } from './integrations/oidc/oidc-client';
import { injectFetch } from './lib/inject-fetch';
import { activitiesRoutes } from './modules/activities/routes';
import { appInfoRoutes } from './modules/app-info/routes';
import { authRoutes } from './modules/auth/routes';
import { createChildrenService } from './modules/children/children-service';
import { childrenRoutes } from './modules/children/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { healthRoutes, type HealthState } from './modules/health/routes';
import { invitationsRoutes } from './modules/invitations/routes';
import { plansRoutes } from './modules/plans/routes';
import { progressRoutes } from './modules/progress/routes';
import { createSettingsService } from './modules/settings/settings-service';
import { subscriptionRoutes } from './modules/subscription/routes';
import { termsRoutes } from './modules/terms/routes';
import { createTermsService } from './modules/terms/terms-service';
import { crossSite } from './plugins/cross-site';
import { errors } from './plugins/errors';
import { idempotency } from './plugins/idempotency';
import { inputGuards } from './plugins/input-guards';
import { noStore } from './plugins/no-store';
import { createLogger } from './lib/logger';
import { childScope } from './plugins/child-scope';
import { routeAccess } from './plugins/route-access';
import { isSpaRequest, registerSpa, sendSpaIndex } from './spa';

z.config(z.locales.ptBR());

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Tests may point sign-in at another provider. */
  oidcClient?: OidcClient;
  /** Folder of the built SPA; false to serve the API only. */
  webDist?: string | false;
  /** Where log lines go (tests read them); standard output by default. */
  logStream?: DestinationStream;
}

export interface App extends FastifyInstance {
  health: HealthState;
}

/** A hop count trusts that many addresses next to the server, from the right of X-Forwarded-For. */
function trustedProxies(setting: AppConfig['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

export async function buildApp(opts: BuildAppOptions): Promise<App> {
  const { config, database } = opts;
  // main.ts fills it from the data folder outside production; tests set SECRETS_KEY.
  const secretsKey = config.secretsKey;
  if (!secretsKey) throw new Error('buildApp: config.secretsKey is required');
  const db = database.db;
  const app = Fastify({
    loggerInstance:
      config.logLevel === 'silent' ? undefined : (createLogger(config.logLevel, opts.logStream) as FastifyBaseLogger),
    trustProxy: trustedProxies(config.trustProxy),
    genReqId: () => randomUUID(),
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const health: HealthState = { shuttingDown: false };
  app.decorate('health', health);

  await app.register(errors);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    strictTransportSecurity: config.secureCookies,
  });
  await app.register(cookie);
  await app.register(crossSite, { appOrigin: config.appOrigin });
  await app.register(inputGuards);
  await app.register(noStore);
  await app.register(rateLimit, {
    global: false,
    redis: config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false }) : undefined,
    nameSpace: 'nb-rate-limit-',
    skipOnError: true,
  });
  // The API document maps every route for a visitor: served in development only.
  if (config.env !== 'production') {
    await app.register(swagger, {
      openapi: { info: { title: 'NeuroBridge API', version: '1.0.0' } },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  }
  await app.register(routeAccess, { config, db });
  await app.register(childScope, { db });
  await app.register(idempotency, { db });

  let oidc = opts.oidcClient;
  if (!oidc && config.oidc) oidc = createOidcClient(config.oidc);
  if (!oidc && config.devIdp) {
    const redirectUri = `${config.appUrl}/auth/callback`;
    const idp = createDevIdp(config.appUrl, redirectUri, config.trustProxy !== false);
    await idp.register(app);
    oidc = createOidcClient({
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
  if (!oidc) throw new Error('Nenhum provedor de login configurado.');

  const settings = createSettingsService(db);
  const terms = createTermsService(db, settings);

  await app.register(healthRoutes, { database, state: health });
  await app.register(authRoutes, { config, db, oidc });
  await app.register(termsRoutes, { terms });
  await app.register(plansRoutes, { db });
  await app.register(subscriptionRoutes, { db });
  await app.register(childrenRoutes, { children: createChildrenService(db, settings) });
  await app.register(dashboardRoutes, { db });
  await app.register(invitationsRoutes, { config, db, secretsKey });
  await app.register(activitiesRoutes, { db });
  await app.register(progressRoutes, { db });
  await app.register(appInfoRoutes, { config });

  const spa = opts.webDist === false ? false : await registerSpa(app, opts.webDist || undefined);
  app.setNotFoundHandler((request, reply) => {
    if (spa && isSpaRequest(request)) return sendSpaIndex(reply);
    return reply.status(404).send({ error: 'Recurso não encontrado.' });
  });

  return app as unknown as App;
}
