// `npm start`: builds the web app and the server when their sources changed, then runs the server in
// this same process, so that a signal to this process is a signal to the server: one node process, and
// SIGTERM/SIGINT get the server's own graceful shutdown. See docs/product.md#start-and-stop.
// `node scripts/start.mjs --server=<bundle.js>` runs that server bundle as it is and builds nothing (tests).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServerIfStale, buildWebIfStale, root } from './build-if-stale.mjs';

// Taken before the build, which can take a while: see watchNpmShell.
const parent = process.ppid;

function buildIfStale() {
  buildWebIfStale();
  return buildServerIfStale();
}

/**
 * npm runs this script through `sh -c` and passes SIGTERM/SIGINT on to that shell only; dash dies of
 * them without passing them on, which left the server running and holding the data folder. See docs/product.md#start-and-stop.
 * So once the shell npm started for us is gone, this process signals itself as the shell should have.
 */
function watchNpmShell() {
  if (!process.env.npm_lifecycle_event) return;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    process.kill(process.pid, 'SIGTERM');
  }, 200);
  watch.unref(); // the server keeps the process alive, not this
}

const args = process.argv.slice(2);
const serverArg = args.length === 1 && args[0].startsWith('--server=') ? args[0].slice('--server='.length) : undefined;
if (args.length > 0 && !serverArg) {
  console.error('Uso: node scripts/start.mjs [--server=<arquivo do servidor já construído>]');
  process.exit(2);
}
const entry = serverArg ? resolve(serverArg) : buildIfStale();

watchNpmShell();
process.chdir(root); // a relative DATA_DIR means the same folder wherever this is started from
process.setSourceMapsEnabled(true);
await import(pathToFileURL(entry).href);
