// Builds the web app and the server bundle when their sources changed since the last build
// (`npm start`, `npm run backup`, `npm run restore`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const shared = 'packages/shared/src';

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

export function buildWebIfStale() {
  if (
    stale(join(root, 'apps/web/dist/index.html'), ['apps/web/src', 'apps/web/public', 'apps/web/index.html', shared])
  ) {
    console.log('Construindo a interface…');
    run('npm', ['run', 'build', '-w', '@neurobridge/web']);
  }
}

/** Returns the path of the built bundle `name` (main: the server; backup: the backup commands). */
export function buildServerIfStale(name = 'main') {
  const bundle = join(root, `apps/server/dist/${name}.js`);
  if (stale(bundle, ['apps/server/src', shared])) {
    console.log('Construindo o servidor…');
    run('npm', ['run', 'build', '-w', '@neurobridge/server']);
  }
  return bundle;
}
