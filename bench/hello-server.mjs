// Baseline for bench/api.mjs: the smallest possible Fastify app, using the very Fastify the server
// depends on, so the ratio isolates what NeuroBridge adds (plugins, hooks, session lookup, database).
// Usage: PORT=<port> node bench/hello-server.mjs   (listens on 127.0.0.1 only)
import { createRequire } from 'node:module';

const requireServer = createRequire(new URL('../apps/server/package.json', import.meta.url));
const Fastify = requireServer('fastify');

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

await app.listen({ port: Number(process.env.PORT ?? 3001), host: '127.0.0.1' });

const shutdown = () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
