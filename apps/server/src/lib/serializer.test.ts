import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializer } from './serializer';

const answer = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string().nullable(),
  tags: z.array(z.object({ label: z.string() })),
  plan: z.object({ months: z.number().int() }).nullable(),
});

async function appWith(verify: boolean, data: unknown) {
  const app = Fastify();
  app.setSerializerCompiler(createResponseSerializer({ verify }));
  app.get('/x', { schema: { response: { 200: answer } } }, async () => data);
  await app.ready();
  return app;
}

describe('compiled response serialiser', () => {
  it('writes the fields of the schema, and only them', async () => {
    const app = await appWith(false, {
      id: 7,
      name: 'Ana',
      note: null,
      tags: [{ label: 'a', secret: 'x' }],
      plan: { months: 3 },
      passwordHash: 'never sent',
    });
    const res = await app.inject('/x');
    expect(res.json()).toEqual({ id: 7, name: 'Ana', note: null, tags: [{ label: 'a' }], plan: { months: 3 } });
    expect(res.body).not.toContain('never sent');
  });

  it('refuses an answer without a required field', async () => {
    const app = await appWith(false, { name: 'Ana', note: null, tags: [], plan: null });
    expect((await app.inject('/x')).statusCode).toBe(500);
  });

  it('with verify (the test suite), refuses an answer that drifts from its contract', async () => {
    const drifted = { id: 7, name: 42, note: null, tags: [], plan: null };
    expect((await (await appWith(false, drifted)).inject('/x')).statusCode).toBe(200);
    expect((await (await appWith(true, drifted)).inject('/x')).statusCode).toBe(500);
  });
});
