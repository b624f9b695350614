// `npm run bench:web`: builds the web app and prints the gzip size of the entry chunk and of each
// game chunk (budget: each game under 40 KB gzip beyond the shared frame; bench/README.md).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'apps/web/dist');
const GAME_BUDGET_KB = 40;

const build = spawnSync('npm', ['run', 'build', '-w', '@neurobridge/web'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const size = (file) => {
  const raw = readFileSync(join(dist, 'assets', file));
  return { file, raw: kb(raw.length), gzip: kb(gzipSync(raw, { level: 9 }).length) };
};

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entryFile = html.match(/src="\/assets\/([^"]+\.js)"/)?.[1];
const cssFile = html.match(/href="\/assets\/([^"]+\.css)"/)?.[1];
const files = readdirSync(join(dist, 'assets'));
const games = files.filter((f) => /-game-[^.]+\.js$/.test(f)).map(size);
const rows = [
  { kind: 'entry', ...size(entryFile) },
  ...(cssFile ? [{ kind: 'css', ...size(cssFile) }] : []),
  ...games.map((g) => ({ kind: 'game', ...g })),
];
const allJs = files.filter((f) => f.endsWith('.js')).map(size);

console.log('\nkind   file                                  raw KB   gzip KB');
for (const r of rows) {
  const flag = r.kind === 'game' && r.gzip > GAME_BUDGET_KB ? '  over budget' : '';
  console.log(
    `${r.kind.padEnd(6)} ${r.file.padEnd(36)} ${String(r.raw).padStart(8)} ${String(r.gzip).padStart(9)}${flag}`,
  );
}
const total = allJs.reduce((sum, f) => sum + f.gzip, 0);
console.log(`\nAll JavaScript: ${allJs.length} chunks, ${Math.round(total * 10) / 10} KB gzip.`);
console.log(
  `Game budget: ${GAME_BUDGET_KB} KB gzip each; ${games.filter((g) => g.gzip > GAME_BUDGET_KB).length} over.`,
);

mkdirSync(join(root, 'bench/results'), { recursive: true });
const out = join(root, 'bench/results', `web-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), rows, totalGzipKb: total }, null, 2));
console.log(`Results written to ${out}`);
