import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z, type ZodType } from 'zod';

/**
 * The JSON Schema of what a contract's response schema sends: computed once per route when the
 * server starts (docs/decisions/014-fast-reads.md).
 */
export function responseJsonSchema(schema: ZodType) {
  return z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
}

/**
 * Answers are written by a serialiser compiled from the route's response schema
 * (fast-json-stringify): no validator runs on the answer, and a field the schema does not name
 * is never sent, whatever the handler returned (docs/decisions/014-fast-reads.md).
 *
 * With `verify` (the test suite), the answer is first checked against the zod schema, so a
 * handler that drifts from its contract fails its tests instead of sending a wrong shape.
 */
export function createResponseSerializer({ verify }: { verify: boolean }): FastifySerializerCompiler<ZodType> {
  return ({ schema, method, url }) => compileSerializer(schema, { verify, name: `${method} ${url}` });
}

/** A serialiser for one schema; also used to build answers that are prepared once (lib/prepared-response.ts). */
export function compileSerializer<T>(
  schema: ZodType<T>,
  { verify, name }: { verify: boolean; name: string },
): (data: T) => string {
  const stringify = fastJson(responseJsonSchema(schema) as Parameters<typeof fastJson>[0]);
  if (!verify) return stringify;
  return (data) => {
    const checked = schema.safeParse(data);
    if (!checked.success) {
      throw new Error(`${name}: the answer does not match its contract: ${checked.error.message}`);
    }
    return stringify(data);
  };
}
