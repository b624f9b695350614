import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { runMigrations } from './db/migrate';
import { seedActivities } from './db/seed/activities';
import { ensureAdmin } from './db/seed/admin';
import { seedDefaults } from './db/seed/defaults';
import { pruneExpiredSessions } from './modules/auth/session-service';

async function main() {
  const started = Date.now();
  const config = loadConfig();
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

  const policy = { idleMs: config.sessionIdleMs, absoluteMs: config.sessionAbsoluteMs };
  const pruner = setInterval(
    () => {
      pruneExpiredSessions(database.db, policy).catch((err) => app.log.warn({ err }, 'session pruning failed'));
    },
    60 * 60 * 1000,
  );
  pruner.unref();

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const dbLabel = database.kind === 'pglite' ? `PGlite embutido em ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`\nNeuroBridge pronto em ${seconds}s — abra ${config.appUrl}`);
  console.log(`Banco de dados: ${dbLabel}`);
  if (config.devIdp) console.log('Login: provedor de desenvolvimento embutido (sem senha).');
  if (createdAdmin) {
    console.log(
      `Administrador criado: usuário "${createdAdmin.username}", senha "${createdAdmin.password}" ` +
        '(mostrada só agora; defina ADMIN_USERNAME e ADMIN_PASSWORD para escolher a sua).',
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.health.shuttingDown = true; // /api/ready fails at once
    clearInterval(pruner);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
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
