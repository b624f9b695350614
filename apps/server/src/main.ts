import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { runMigrations } from './db/migrate';
import { seedActivities } from './db/seed/activities';
import { ensureAdmin } from './db/seed/admin';
import { seedDefaults } from './db/seed/defaults';
import { localSecretsKey } from './lib/secret-box';

async function main() {
  const started = Date.now();
  const config = loadConfig();
  config.secretsKey ??= localSecretsKey(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onPoolError: (err) => console.error('[db] erro em conexão ociosa:', err.message),
  });
  await runMigrations(database);
  await seedDefaults(database.db);
  await seedActivities(database.db);
  const createdAdmin = await ensureAdmin(database.db, config.admin);

  const app = await buildApp({ config, database });
  await app.listen({ port: config.port, host: config.host });

  // Expired sessions and day-old idempotency keys go every hour (docs/product.md#start-and-stop).
  const pruner = setInterval(
    () => void app.housekeeping().catch((err) => app.log.warn({ err }, 'housekeeping failed')),
    60 * 60 * 1000,
  );
  pruner.unref();
  // Subscription reminders, ended notices and expiry, now and every hour (docs/product.md#subscription-e-mails).
  void app.runTimedJobs();
  const timedJobs = setInterval(() => void app.runTimedJobs(), 60 * 60 * 1000);
  timedJobs.unref();
  // Payment notifications whose processing failed are retried when due (docs/product.md#payment-webhook).
  const paymentRetries = setInterval(
    () =>
      void app.payments
        .processDueNotifications()
        .catch((err) => app.log.warn({ err }, 'payment notification retries failed')),
    60 * 1000,
  );
  paymentRetries.unref();
  // The outbox is delivered now, soon after each e-mail is queued here and every half minute;
  // each e-mail by one server (docs/product.md#email-outbox). Closing the app stops it.
  app.mailDelivery.start();

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const dbLabel = database.kind === 'pglite' ? `PGlite embutido em ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`\nNeuroBridge pronto em ${seconds}s — abra ${config.appUrl}`);
  console.log(`Banco de dados: ${dbLabel}`);
  if (config.devIdp) {
    console.log(
      'Login de desenvolvimento embutido (sem senha): as sessões do provedor ficam só na memória deste processo.',
    );
  }
  if (createdAdmin) {
    console.log(
      `Administrador criado: usuário "${createdAdmin.username}", senha "${createdAdmin.password}" ` +
        '(mostrada só agora; defina ADMIN_USERNAME e ADMIN_PASSWORD para escolher a sua).',
    );
  }

  // Shutdown (docs/product.md#start-and-stop): /api/ready fails at once, but every request, new ones too, is still answered
  // for the drain period, so a load balancer notices and stops sending traffic before the port closes.
  // A second signal ends the drain early; the force timer covers a close that hangs.
  let closing = false;
  let endDrain = () => {};
  const shutdown = async (signal: string) => {
    if (closing) return endDrain();
    closing = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
    app.health.shuttingDown = true;
    clearInterval(pruner);
    clearInterval(timedJobs);
    clearInterval(paymentRetries);
    const force = setTimeout(() => {
      console.error('O NeuroBridge não terminou de encerrar a tempo; saindo assim mesmo.');
      process.exit(1);
    }, config.shutdownDrainMs + 15_000);
    force.unref();
    await new Promise<void>((resolve) => {
      const drain = setTimeout(resolve, config.shutdownDrainMs);
      endDrain = () => {
        clearTimeout(drain);
        resolve();
      };
    });
    try {
      await app.close(); // stops accepting, lets in-flight requests finish
      await database.close();
      process.exit(0);
    } catch (err) {
      console.error(err);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(`\n${err.message}\n`);
  } else {
    console.error('Falha ao iniciar o NeuroBridge:', err);
  }
  process.exit(1);
});
