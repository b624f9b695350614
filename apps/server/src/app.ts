import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { createAppDeps } from './app-deps';
import { createSubscriptionJobs } from './jobs/subscription-jobs';
import { createMailDelivery, type MailDelivery } from './modules/mail/delivery';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { OidcClient } from './integrations/oidc/oidc-client';
import { systemClock, type Clock } from './lib/clock';
import { claimJobRun } from './lib/job-runs';
import { createLogger } from './lib/logger';
import { createResponseSerializer } from './lib/serializer';
import { createAdminTokenService } from './modules/auth/admin-token';
import { SESSION_CHANGES_CHANNEL } from './modules/auth/session-cache';
import { createSessionService } from './modules/auth/session-service';
import type { HealthState } from './modules/health/routes';
import { childScope } from './plugins/child-scope';
import { crossSite } from './plugins/cross-site';
import { errors } from './plugins/errors';
import { idempotency } from './plugins/idempotency';
import { createIdempotencyStore } from './plugins/idempotency-store';
import { inputGuards } from './plugins/input-guards';
import { noStore } from './plugins/no-store';
import { createTermsService } from './modules/terms/terms-service';
import { createSuspensionNotice } from './modules/auth/suspended';
import { routeAccess } from './plugins/route-access';
import { securityHeaders } from './plugins/security-headers';
import { registerRoutes } from './routes';
import { signInProvider } from './sign-in-provider';
import { isSpaRequest, registerSpa, sendSpaIndex, WEB_DIST } from './spa';
import { builtDocuments, inlineStyleSources } from './lib/inline-styles';
import { SIGN_IN_PAGE_CSS } from './integrations/dev-idp/sign-in-page';

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
  /** The one "now" of every product rule; tests pass a ManualClock (lib/clock.ts). */
  clock?: Clock;
}

export interface App extends FastifyInstance {
  health: HealthState;
  /**
   * Deletes expired sessions and idempotency keys older than a day. main.ts calls it every hour
   * on every server; it runs on one of them (true when this call did the work).
   */
  housekeeping(): Promise<boolean>;
  /**
   * The hourly timed jobs: subscription reminders, ended notices and expiry
   * (docs/product.md#subscription-e-mails). main.ts calls it at start and every hour on every
   * server; one of them does the work. Failures are logged, never thrown.
   */
  runTimedJobs(): Promise<void>;
  /**
   * Resolves once every change notice committed before the call has reached this server's
   * session cache (tests that write to the database directly, then call as the user).
   */
  syncSessionChanges(): Promise<void>;
  /**
   * The outbox's delivery worker (docs/product.md#email-outbox): main.ts starts it on every
   * server (a run at start, soon after each e-mail queued here commits, and every half minute),
   * and each e-mail is claimed by one of them. Closing the app waits for the sends in progress.
   * Tests call `deliverDue()` themselves, or `start()` it.
   */
  mailDelivery: MailDelivery;
}

/** A hop count trusts that many addresses next to the server, from the right of X-Forwarded-For. */
function trustedProxies(setting: AppConfig['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** A little under the hourly call, so a server's timer drifting a few seconds never skips an hour. */
export const HOUSEKEEPING_EVERY_MS = 55 * 60 * 1000;
/** The same margin for the hourly timed jobs. */
export const TIMED_JOBS_EVERY_MS = 55 * 60 * 1000;

export async function buildApp(opts: BuildAppOptions): Promise<App> {
  const { config, database } = opts;
  // main.ts fills it from the data folder outside production; tests set SECRETS_KEY.
  const secretsKey = config.secretsKey;
  if (!secretsKey) throw new Error('buildApp: config.secretsKey is required');
  const logger = config.logLevel === 'silent' ? undefined : createLogger(config.logLevel, opts.logStream);
  const deps = createAppDeps({
    db: database.db,
    clock: opts.clock ?? systemClock,
    config,
    secretsKey,
    onBackgroundError: (err, what) => logger?.warn({ err }, what),
  });
  // Sessions and the catalogue are kept in memory while this server listens to the database's change notices.
  const sessionChanges = await database.listen(SESSION_CHANGES_CHANNEL, deps.changeHandlers);
  const sessions = createSessionService(deps);
  const idempotencyStore = createIdempotencyStore(deps);
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger | undefined,
    trustProxy: trustedProxies(config.trustProxy),
    genReqId: () => randomUUID(),
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializer({ verify: config.env === 'test' }));

  app.addHook('onClose', () => sessionChanges.close());
  app.decorate('syncSessionChanges', () => sessionChanges.sync());

  const health: HealthState = { shuttingDown: false };
  app.decorate('health', health);
  app.decorate('housekeeping', async () => {
    // Every server calls this hourly; one of them does the work (lib/job-runs.ts).
    if (!(await claimJobRun(deps.db, 'housekeeping', HOUSEKEEPING_EVERY_MS, deps.clock.now()))) return false;
    await Promise.all([
      sessions.prune().catch((err) => app.log.warn({ err }, 'session pruning failed')),
      idempotencyStore.prune().catch((err) => app.log.warn({ err }, 'idempotency key pruning failed')),
    ]);
    return true;
  });
  const subscriptionJobs = createSubscriptionJobs(deps);
  const timedJobsRunning = new Set<Promise<void>>();
  app.decorate('runTimedJobs', () => {
    const run = (async () => {
      if (!(await claimJobRun(deps.db, 'subscription-jobs', TIMED_JOBS_EVERY_MS, deps.clock.now()))) return;
      const done = await subscriptionJobs.run();
      app.log.info(done, 'subscription jobs done');
    })()
      .catch((err) => app.log.warn({ err }, 'subscription jobs failed'))
      .finally(() => timedJobsRunning.delete(run));
    timedJobsRunning.add(run);
    return run;
  });
  // A run in progress finishes before the database closes.
  app.addHook('onClose', async () => {
    await Promise.all(timedJobsRunning);
  });
  const mailDelivery = createMailDelivery(deps);
  app.decorate('mailDelivery', mailDelivery);
  app.addHook('onClose', () => mailDelivery.close());

  await app.register(errors);
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // No 'unsafe-inline': only the inline styles the server itself sends, by their hashes (lib/inline-styles.ts).
        styleSrc: [
          "'self'",
          ...inlineStyleSources([
            ...builtDocuments(opts.webDist === false ? null : opts.webDist || WEB_DIST),
            `<style>${SIGN_IN_PAGE_CSS}</style>`,
          ]),
        ],
        baseUri: ["'none'"],
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
  await app.register(routeAccess, {
    config,
    sessions,
    adminTokens: createAdminTokenService(deps),
    requiredTerms: createTermsService(deps).required,
    accountSuspended: createSuspensionNotice(deps),
  });
  await app.register(childScope, { childAccess: deps.childAccess });
  await app.register(idempotency, { store: idempotencyStore });

  const oidc = await signInProvider(app, config, opts.oidcClient);
  await registerRoutes(app, deps, { database, health, oidc, sessions });

  const spa = opts.webDist === false ? false : await registerSpa(app, opts.webDist || undefined);
  app.setNotFoundHandler((request, reply) => {
    if (spa && isSpaRequest(request)) return sendSpaIndex(reply);
    return reply.status(404).send({ error: 'Recurso não encontrado.' });
  });

  return app as unknown as App;
}
