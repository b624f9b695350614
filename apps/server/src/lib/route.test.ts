import { endpoint, type Endpoint } from '@neurobridge/shared/api/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractEndpoints } from '../../test/contract-endpoints';
import { checkAnswerShape } from './route';

/** The answer kind and the paging a contract declares are checked against its schemas at registration. */
const page = endpoint({
  method: 'GET',
  path: '/api/things',
  access: 'user',
  tag: 'x',
  paging: { items: 'things' },
  query: z.strictObject({ limit: z.string().optional(), cursor: z.string().optional() }),
  status: 200,
  response: z.object({ things: z.array(z.string()), next_cursor: z.string().nullable() }),
});
const file = endpoint({
  method: 'GET',
  path: '/api/things.csv',
  access: 'user',
  tag: 'x',
  answer: 'file',
  status: 200,
});

describe('checkAnswerShape', () => {
  it('lets a well-declared page, file and event stream register', () => {
    expect(() => checkAnswerShape(page)).not.toThrow();
    expect(() => checkAnswerShape(file)).not.toThrow();
    expect(() => checkAnswerShape({ ...file, method: 'POST', answer: 'events' })).not.toThrow();
    // A file that is a JSON document (the account export) keeps its schema.
    expect(() => checkAnswerShape({ ...file, response: z.object({}) })).not.toThrow();
  });

  it.each<[string, Endpoint, RegExp]>([
    ['an event stream with a JSON schema', { ...file, answer: 'events', response: z.string() }, /kind 'events'/],
    ['a page without a query', { ...page, query: undefined }, /'limit' and 'cursor'/],
    ['a page without limit', { ...page, query: z.object({ cursor: z.string() }) }, /'limit' and 'cursor'/],
    ['a page without cursor', { ...page, query: z.object({ limit: z.string() }) }, /'limit' and 'cursor'/],
    [
      'a page whose rows are under another key',
      { ...page, response: z.object({ items: z.array(z.string()), next_cursor: z.null() }) },
      /'things' and 'next_cursor'/,
    ],
    [
      'a page without next_cursor',
      { ...page, response: z.object({ things: z.array(z.string()) }) },
      /'things' and 'next_cursor'/,
    ],
    ['a page answered as a file', { ...page, answer: 'file', response: undefined }, /a paged list answers JSON/],
  ])('refuses %s, naming the route', (_label, e, message) => {
    expect(() => checkAnswerShape(e)).toThrow(message);
    expect(() => checkAnswerShape(e)).toThrow(e.path);
  });

  it('every contract of the app passes', async () => {
    for (const e of await contractEndpoints()) expect(() => checkAnswerShape(e), `${e.method} ${e.path}`).not.toThrow();
  });
});
