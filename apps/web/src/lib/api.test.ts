import { accountApi } from '@neurobridge/shared/api/account';
import { adminAuditApi } from '@neurobridge/shared/api/admin-audit';
import { chatApi } from '@neurobridge/shared/api/chat';
import { childrenApi } from '@neurobridge/shared/api/children';
import { progressApi } from '@neurobridge/shared/api/progress';
import { reportsApi } from '@neurobridge/shared/api/reports';
import { scheduleApi } from '@neurobridge/shared/api/schedule';
import { endpoint } from '@neurobridge/shared/api/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { sampleChild, stubFetch } from '../test/fetch-stub';
import { apiKey, apiPages, apiQuery, callApi, downloadApi, fileNameOf, pageItems, urlFor, type PageItem } from './api';
import { ApiError, NetworkError, USER_CONTEXT } from './api-client';
import { streamApi, type StreamEvent } from './api-stream';

const chatBody = { message: 'oi', child_id: null, session_id: 's-1' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('callApi (one contract per endpoint)', () => {
  it('builds the URL from the contract and sends the body and idempotency key', async () => {
    const { calls, fn } = stubFetch({ 'PATCH /api/children/10': () => ({ body: sampleChild({ name: 'Lia Maria' }) }) });
    const child = await callApi(childrenApi.update, { params: { id: 10 }, body: { name: 'Lia Maria' } });
    expect(child.name).toBe('Lia Maria');
    expect(calls).toEqual([{ method: 'PATCH', path: '/api/children/10', body: { name: 'Lia Maria' } }]);
    await callApi(childrenApi.create, { body: { name: 'Téo' }, idempotencyKey: 'chave-123456' }).catch(() => {});
    const init = fn.mock.calls.at(-1)![1]!;
    expect(new Headers(init.headers).get('idempotency-key')).toBe('chave-123456');
  });

  it('refuses an answer that does not follow the contract (a drifted server or test stub)', async () => {
    stubFetch({ 'GET /api/children': () => ({ body: [{ id: 1, name: 'Sem o resto' }] }) });
    await expect(callApi(childrenApi.list, {})).rejects.toThrow('A resposta de GET /api/children não segue o contrato');
  });

  it('encodes params and leaves empty query values out', () => {
    expect(urlFor(progressApi.list, { id: 'a/b' })).toBe('/api/children/a%2Fb/progress');
    expect(urlFor({ path: '/api/activities' }, undefined, { category: 'math', child: undefined, x: '' })).toBe(
      '/api/activities?category=math',
    );
  });

  it('keys an answer by its endpoint, so invalidating the path refreshes every variant', () => {
    expect(apiKey(progressApi.list, { id: 3 })).toEqual(['/api/children/:id/progress', { id: 3 }, {}]);
  });

  it('reads a failed answer once for every kind of call: the server text, or a network error', async () => {
    stubFetch({ 'GET /api/children': () => ({ status: 409, body: { error: 'Já existe.', code: 'X' } }) });
    const refused = await callApi(childrenApi.list, {}).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 409, serverMessage: 'Já existe.', code: 'X' });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    await expect(downloadApi(reportsApi.progressCsv, { params: { id: 1 }, fallbackName: 'p.csv' })).rejects.toThrow(
      NetworkError,
    );
  });

  it('tells the context of a 401: its sign-in is over', async () => {
    stubFetch({ 'GET /api/children': () => ({ status: 401, body: { error: 'Entre de novo.' } }) });
    const onUnauthorized = vi.fn();
    await expect(callApi(childrenApi.list, { context: { keyPrefix: ['x'], onUnauthorized } })).rejects.toThrow(
      'Entre de novo.',
    );
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(apiQuery(childrenApi.list, { context: { keyPrefix: ['x'] } }).queryKey).toEqual([
      'x',
      '/api/children',
      {},
      {},
    ]);
    expect(apiQuery(childrenApi.list, { context: USER_CONTEXT }).queryKey).toEqual(['/api/children', {}, {}]);
  });
});

describe('the call kinds are the contract’s (type checks)', () => {
  it('needs an idempotency key where the contract requires one, and takes each answer kind only where it fits', () => {
    const check = (run: () => unknown) => expectTypeOf(run).toBeFunction();
    // @ts-expect-error a create with `idempotency: 'required'` cannot be called without its key
    check(() => callApi(childrenApi.create, { body: { name: 'Téo' } }));
    check(() => callApi(childrenApi.create, { body: { name: 'Téo' }, idempotencyKey: 'k' }));
    // @ts-expect-error a file answer is downloaded, not read as JSON
    check(() => callApi(reportsApi.progressCsv, { params: { id: 1 } }));
    // @ts-expect-error nor queried
    check(() => apiQuery(scheduleApi.printableWeek, { params: { id: 1 } }));
    // @ts-expect-error an event stream is streamed
    check(() => callApi(chatApi.chatStream, { body: chatBody }));
    // @ts-expect-error only a file answer is downloaded
    check(() => downloadApi(accountApi.get, { fallbackName: 'x' }));
    // @ts-expect-error only an event stream is streamed
    check(() => streamApi(chatApi.chat, { body: chatBody }, () => {}));
    // @ts-expect-error only a paged list is read in pages
    check(() => apiPages(childrenApi.list, {}));
    expectTypeOf<PageItem<typeof progressApi.list>>().toHaveProperty('activity_id');
    expectTypeOf<PageItem<typeof adminAuditApi.list>>().toHaveProperty('action');
  });
});

/** A paged list as the contract declares one: rows under `rows`, `limit` and `cursor` in the query. */
const pagedApi = endpoint({
  method: 'GET',
  path: '/api/test/:id/rows',
  paging: { items: 'rows' },
  access: 'user',
  tag: 'test',
  params: z.object({ id: z.coerce.number() }),
  query: z.strictObject({ limit: z.string().optional(), cursor: z.string().optional(), kind: z.string().optional() }),
  status: 200,
  response: z.object({ rows: z.array(z.object({ id: z.number() })), next_cursor: z.string().nullable() }),
});

describe('apiPages (the contract’s cursor paging)', () => {
  it('asks each next page after the previous next_cursor and stops at a null one', async () => {
    const { calls } = stubFetch({
      'GET /api/test/3/rows': (_init, url) => ({
        body:
          url.searchParams.get('cursor') === null
            ? { rows: [{ id: 1 }, { id: 2 }], next_cursor: '2' }
            : { rows: [{ id: 3 }], next_cursor: null },
      }),
    });
    const options = apiPages(pagedApi, { params: { id: 3 }, query: { limit: '2' } });
    expect(options.queryKey).toEqual(apiKey(pagedApi, { id: 3 }, { limit: '2' }));
    const data = await new QueryClient().fetchInfiniteQuery({ ...options, pages: 3 });
    expect(calls.map((c) => c.query)).toEqual(['limit=2', 'limit=2&cursor=2']);
    expect(data.pages).toHaveLength(2);
    expect(pageItems(pagedApi, data).map((row) => row.id)).toEqual([1, 2, 3]);
    expect(pageItems(pagedApi, undefined)).toEqual([]);
  });

  it('starts at the cursor given, for a list whose first rows came inside another answer', async () => {
    const options = apiPages(pagedApi, { params: { id: 3 }, query: { kind: 'a', cursor: '40' } });
    expect(options.initialPageParam).toBe('40');
    expect(options.queryKey).toEqual(apiKey(pagedApi, { id: 3 }, { kind: 'a', cursor: '40' }));
    const { calls } = stubFetch({
      'GET /api/test/3/rows': () => ({ body: { rows: [{ id: 41 }], next_cursor: null } }),
    });
    const data = await new QueryClient().fetchInfiniteQuery(options);
    expect(calls.map((c) => c.query)).toEqual(['kind=a&cursor=40']);
    expect(pageItems(pagedApi, data)).toEqual([{ id: 41 }]);
  });
});

describe('downloadApi', () => {
  function stubFile(disposition: string | null) {
    const fn = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
      const headers = new Headers({ 'content-type': 'application/pdf' });
      if (disposition) headers.set('content-disposition', disposition);
      return new Response('%PDF', { status: 200, headers });
    });
    vi.stubGlobal('fetch', fn);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    return { fn, saved };
  }

  it("asks with the contract's method and saves under the server's file name", async () => {
    const { fn, saved } = stubFile("attachment; filename*=UTF-8''relat%C3%B3rio_Lia.pdf");
    const name = await downloadApi(reportsApi.pdf, { params: { id: 10 }, fallbackName: 'relatorio.pdf' });
    expect(name).toBe('relatório_Lia.pdf');
    expect(saved).toEqual(['relatório_Lia.pdf']);
    expect(fn.mock.calls[0]![0]).toBe('/api/children/10/progress-report/pdf');
    expect(fn.mock.calls[0]![1]).toMatchObject({ method: 'POST', credentials: 'include' });
  });

  it('falls back to the given name when the server names none', async () => {
    const { fn, saved } = stubFile(null);
    await downloadApi(scheduleApi.printableWeek, { params: { id: 4 }, fallbackName: 'semana.pdf' });
    expect(saved).toEqual(['semana.pdf']);
    expect(fn.mock.calls[0]![1]).toMatchObject({ method: 'GET' });
  });
});

describe('fileNameOf', () => {
  it("takes the server's file name, the UTF-8 one first, else the fallback", () => {
    expect(fileNameOf('attachment; filename="semana.pdf"', 'x.pdf')).toBe('semana.pdf');
    expect(fileNameOf('attachment; filename="a.pdf"; filename*=UTF-8\'\'relat%C3%B3rio_Jo%C3%A3o.pdf', 'x')).toBe(
      'relatório_João.pdf',
    );
    expect(fileNameOf('attachment', 'x.pdf')).toBe('x.pdf');
    expect(fileNameOf(null, 'progress.csv')).toBe('progress.csv');
  });
});

describe('streamApi', () => {
  it('posts the body asking for an event stream, and hands each event over as it arrives', async () => {
    const encoder = new TextEncoder();
    const fn = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(c) {
              c.enqueue(encoder.encode('event: delta\ndata: {"text":"Ol'));
              c.enqueue(encoder.encode('á"}\n\n: keep-alive\n\nevent: done\ndata: {"source":"ai"}\n\n'));
              c.close();
            },
          }),
          { status: 200, headers: { 'content-type': 'text/event-stream' } },
        ),
    );
    vi.stubGlobal('fetch', fn);
    const events: StreamEvent[] = [];
    await streamApi(chatApi.chatStream, { body: chatBody }, (e) => events.push(e));
    expect(events).toEqual([
      { event: 'delta', data: { text: 'Olá' } },
      { event: 'done', data: { source: 'ai' } },
    ]);
    const [url, init] = fn.mock.calls[0]!;
    expect(url).toBe('/api/ai/chat/stream');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify(chatBody) });
    expect(new Headers(init!.headers).get('accept')).toBe('text/event-stream');
  });

  it('throws the refusal before any event', async () => {
    stubFetch({ 'POST /api/ai/chat/stream': () => ({ status: 429, body: { error: 'Muitas mensagens.' } }) });
    const onEvent = vi.fn();
    await expect(streamApi(chatApi.chatStream, { body: chatBody }, onEvent)).rejects.toThrow('Muitas mensagens.');
    expect(onEvent).not.toHaveBeenCalled();
  });
});
