// `npm run check:budget`: fails when a chunk of the built web app (apps/web/dist) grows past its
// gzip budget, or when the service worker's precache holds more than 3 MB, an admin or
// professional screen or a compressed copy (bench/lib/precache.mjs). Does not build: CI runs it
// right after `npm run build`. The budgets are the table at the top of bench/lib/bundle-sizes.mjs
// (bench/README.md, "check:budget").
import { formatBundle, overBudget, readBundle } from './lib/bundle-sizes.mjs';
import { formatPrecache, readPrecache } from './lib/precache.mjs';

let bundle;
let precache;
try {
  bundle = readBundle();
  precache = readPrecache();
} catch (err) {
  console.error(`[budget] ${err.message}`);
  process.exit(1);
}
const over = [...overBudget(bundle), ...precache.problems];
if (process.argv.includes('--verbose') || over.length) console.log(formatBundle(bundle));
console.log(`[budget] ${formatPrecache(precache)}`);
if (over.length) {
  console.error(`\n[budget] ${over.length} over budget:`);
  for (const line of over) console.error(`  - ${line}`);
  process.exit(1);
}
console.log(
  `[budget] entry ${(bundle.entry.gzip / 1000).toFixed(1)} kB gzip (budget ${bundle.entry.budgetKb} kB); ` +
    `${bundle.chunks.length} chunks within their budgets; the precache within 3 MB, without an admin chunk.`,
);
