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
import { backgroundJobs, JOB_NAMES } from './jobs/background-jobs';
import { createJobRunner, type JobRunner } from './jobs/runner';
import { createSubscriptionJobs } from './jobs/subscription-jobs';
import { createMailDelivery, type MailDelivery } from './modules/mail/delivery';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { OidcClient } from './integrations/oidc/oidc-client';
import { systemClock, type Clock } from './lib/clock';
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
   * The one runner of background work (jobs/runner.ts): main.ts starts it on every server, and
   * each timed run and each queued item is done by one of them. Closing the app stops it after
   * the runs in progress. Tests call `jobs.runDue()` or `jobs.run(name)` and move the clock.
   */
  jobs: JobRunner;
  /**
   * The runner's hourly housekeeping, now if due: deletes expired sessions and idempotency keys
   * older than a day, on one server (true when this call did the work).
   */
  housekeeping(): Promise<boolean>;
  /**
   * The runner's hourly subscription job, now if due: reminders, ended notices and expiry
   * (docs/product.md#subscription-e-mails), on one server. Failures are recorded, never thrown.
   */
  runTimedJobs(): Promise<void>;
  /**
   * Resolves once every change notice committed before the call has reached this server's
   * session cache (tests that write to the database directly, then call as the user).
   */
  syncSessionChanges(): Promise<void>;
  /**
   * The outbox's delivery worker (docs/product.md#email-outbox), the runner's `email-delivery`
   * job: on a started runner it runs on every tick and soon after each e-mail queued here commits,
   * and each e-mail is claimed by one server. Tests call `deliverDue()` themselves.
   */
  mailDelivery: MailDelivery;
}

/** A hop count trusts that many addresses next to the server, from the right of X-Forwarded-For. */
function trustedProxies(setting: AppConfig['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

export { HOUSEKEEPING_EVERY_MS, TIMED_JOBS_EVERY_MS } from './jobs/background-jobs';

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
  const mailDelivery = createMailDelivery(deps);
  app.decorate('mailDelivery', mailDelivery);
  // Every background task runs on the one job runner (docs/decisions/023-one-job-runner.md).
  const jobs = createJobRunner(
    deps,
    backgroundJobs({
      prunes: [() => sessions.prune(), () => idempotencyStore.prune()],
      subscriptionJobs: createSubscriptionJobs(deps),
      mailDelivery,
      payments: () => app.payments,
      log: app.log,
    }),
  );
  app.decorate('jobs', jobs);
  app.decorate('housekeeping', () => jobs.run(JOB_NAMES.housekeeping));
  app.decorate('runTimedJobs', async () => {
    await jobs.run(JOB_NAMES.subscriptions);
  });
  // The runs in progress, then the sends in progress, finish before the database closes.
  app.addHook('onClose', async () => {
    await jobs.close();
    await mailDelivery.close();
  });

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
        // blob: the preview of a photo and the replay of a recording made on the device, before they are
        // sent (docs/product.md#photos-and-voices).
        imgSrc: ["'self'", 'data:', 'https:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
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
  await registerRoutes(app, deps, { database, health, oidc, sessions, jobs: jobs.jobs });

  const spa = opts.webDist === false ? false : await registerSpa(app, opts.webDist || undefined);
  app.setNotFoundHandler((request, reply) => {
    if (spa && isSpaRequest(request)) return sendSpaIndex(reply);
    return reply.status(404).send({ error: 'Recurso não encontrado.' });
  });

  return app as unknown as App;
}
