/**
 * The limit per client (its IP address) of the routes a stranger may hammer: sign-in, and the
 * invitation token look-ups (docs/product.md#accepting-an-invitation). The counters live in Redis
 * when REDIS_URL is set, so every server counts together (app.ts registers @fastify/rate-limit).
 */
export const perClientRateLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };
