// `npm run check:budget`: fails when a chunk of the built web app (apps/web/dist) grows past its
// gzip budget. Does not build: CI runs it right after `npm run build`. The budgets are the table
// at the top of bench/lib/bundle-sizes.mjs (bench/README.md, "check:budget").
import { formatBundle, overBudget, readBundle } from './lib/bundle-sizes.mjs';

let bundle;
try {
  bundle = readBundle();
} catch (err) {
  console.error(`[budget] ${err.message}`);
  process.exit(1);
}
const over = overBudget(bundle);
if (process.argv.includes('--verbose') || over.length) console.log(formatBundle(bundle));
if (over.length) {
  console.error(`\n[budget] ${over.length} over budget:`);
  for (const line of over) console.error(`  - ${line}`);
  process.exit(1);
}
console.log(
  `[budget] entry ${(bundle.entry.gzip / 1000).toFixed(1)} kB gzip (budget ${bundle.entry.budgetKb} kB); ` +
    `${bundle.chunks.length} chunks within their budgets.`,
);
