// `node apps/web/build/icons.mjs`: makes the installable app's icons again from public/favicon.svg,
// as apps/web/pwa-assets.config.ts lists them (docs/architecture.md, "Web"). Run it after changing
// the favicon and commit the PNGs: the build only copies them, it needs no image tool.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const pkgPath = require.resolve('@vite-pwa/assets-generator/package.json');
const { bin } = require(pkgPath);
const cli = join(dirname(pkgPath), typeof bin === 'string' ? bin : Object.values(bin)[0]);

const { status } = spawnSync(process.execPath, [cli, '--config', 'pwa-assets.config.ts'], {
  cwd: WEB,
  stdio: 'inherit',
});
process.exit(status ?? 1);
