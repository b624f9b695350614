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

  // Every background task (docs/decisions/023-one-job-runner.md): housekeeping and the
  // subscription e-mails every hour, payment notification retries and the e-mail outbox
  // (docs/product.md#email-outbox), each run or item on one server. Closing the app stops it.
  app.jobs.start();

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
