// Bundles the server into dist/main.js and dist/backup.js; npm packages stay external, the shared workspace is inlined.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { importGlobPlugin } from '../../scripts/esbuild-import-glob.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@neurobridge/'));

rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
await build({
  // main.js is the server; backup.js the commands behind `npm run backup` / `restore` (scripts/backup.mjs).
  entryPoints: {
    main: new URL('./src/main.ts', import.meta.url).pathname,
    backup: new URL('./src/backup/backup-cli.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  // The shared package finds its content types by `import.meta.glob`, which esbuild has no notion of.
  plugins: [importGlobPlugin()],
  logLevel: 'warning',
});
cpSync(new URL('./src/db/migrations', import.meta.url), new URL('./dist/migrations', import.meta.url), {
  recursive: true,
});
