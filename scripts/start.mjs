// `npm start`: builds the web app and the server when their sources changed, then starts the server.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newest(dir) {
  if (statSync(dir).isFile()) return statSync(dir).mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

function stale(output, inputs) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return inputs.some((dir) => newest(join(root, dir)) > built);
}

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const shared = 'packages/shared/src';
if (stale(join(root, 'apps/web/dist/index.html'), ['apps/web/src', 'apps/web/public', 'apps/web/index.html', shared])) {
  console.log('Construindo a interface…');
  run('npm', ['run', 'build', '-w', '@neurobridge/web']);
}
if (stale(join(root, 'apps/server/dist/main.js'), ['apps/server/src', shared])) {
  console.log('Construindo o servidor…');
  run('npm', ['run', 'build', '-w', '@neurobridge/server']);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
