import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the OpenAI API over real HTTP, answering what the official SDK sends
 * (chat completions, streamed or not, and moderations). Tests point OPENAI_BASE_URL at `url`;
 * browser tests start it with `startFakeOpenAi({ port })`. Every request is recorded, so a test
 * can read the prompt the server sent. It imports only `node:` modules: the browser tests
 * transpile this one file on its own (e2e/support/start-server.mjs).
 */
export interface FakeOpenAiRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export type FakeOpenAiMode = 'ok' | 'error' | 'slow' | 'break' | 'bad-key';

export interface FakeOpenAi {
  /** The base URL to give OPENAI_BASE_URL (ends with /v1). */
  url: string;
  requests: FakeOpenAiRequest[];
  /**
   * 'error' answers 500; 'slow' never answers (until closed), for time-outs; 'break' cuts a stream
   * after its first piece; 'bad-key' answers 401 quoting the key, as the real API does in part.
   */
  mode: FakeOpenAiMode;
  /** The answer's text; streamed in `chunks` pieces. */
  reply: string;
  chunks: number;
  /** Inputs containing one of these words are flagged by the moderation endpoint. */
  flaggedWords: string[];
  /** When false, the moderation endpoint answers 404 (a provider without moderation). */
  moderation: boolean;
  chatRequests(): FakeOpenAiRequest[];
  reset(): void;
  close(): Promise<void>;
}

export const FAKE_OPENAI_DEFAULT_REPLY = 'Olá! Eu sou o assistente de teste. Vamos aprender juntos? 😊';

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

function pieces(text: string, n: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / Math.max(1, n)));
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

export async function startFakeOpenAi({
  port = 0,
  host = '127.0.0.1',
}: { port?: number; host?: string } = {}): Promise<FakeOpenAi> {
  const hanging = new Set<ServerResponse>();
  const defaults = () => ({
    requests: [] as FakeOpenAiRequest[],
    mode: 'ok' as FakeOpenAiMode,
    reply: FAKE_OPENAI_DEFAULT_REPLY,
    chunks: 4,
    flaggedWords: [] as string[],
    moderation: true,
  });
  // What tests set and read is the state the handler answers from.
  const state = defaults();

  const server = createServer((req, res) => {
    void (async () => {
      const body = await readJson(req);
      const path = (req.url ?? '').split('?')[0]!;
      state.requests.push({ path, authorization: req.headers.authorization, body });
      if (state.mode === 'slow') {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      if (state.mode === 'bad-key') {
        const key = (req.headers.authorization ?? '').replace(/^Bearer /, '');
        return json(res, 401, {
          error: { message: `Incorrect API key provided: ${key}`, type: 'invalid_request_error' },
        });
      }
      if (path === '/v1/moderations') {
        if (!state.moderation)
          return json(res, 404, { error: { message: 'Not found', type: 'invalid_request_error' } });
        if (state.mode === 'error') return json(res, 500, { error: { message: 'boom', type: 'server_error' } });
        const input = String(body.input ?? '').toLowerCase();
        const flagged = state.flaggedWords.some((w) => input.includes(w.toLowerCase()));
        return json(res, 200, {
          id: 'modr-fake',
          model: body.model,
          results: [{ flagged, categories: {}, category_scores: {} }],
        });
      }
      if (path !== '/v1/chat/completions') return json(res, 404, { error: { message: 'Not found' } });
      if (state.mode === 'error') return json(res, 500, { error: { message: 'boom', type: 'server_error' } });
      const base = { id: 'chatcmpl-fake', created: 1_700_000_000, model: body.model };
      if (!body.stream) {
        return json(res, 200, {
          ...base,
          object: 'chat.completion',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: state.reply } }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        });
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const chunk = (delta: object, finish: string | null) =>
        `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      res.write(chunk({ role: 'assistant', content: '' }, null));
      const all = pieces(state.reply, state.chunks);
      if (state.mode === 'break') {
        // Cut once the first piece has left, as a dropped connection would.
        res.write(chunk({ content: all[0] }, null), () => res.destroy());
        return;
      }
      for (const piece of all) res.write(chunk({ content: piece }, null));
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
    })().catch(() => json(res, 400, { error: { message: 'bad request' } }));
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: bound } = server.address() as AddressInfo;

  return Object.assign(state, {
    url: `http://${host}:${bound}/v1`,
    chatRequests: () => state.requests.filter((r) => r.path === '/v1/chat/completions'),
    reset() {
      Object.assign(state, defaults());
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
