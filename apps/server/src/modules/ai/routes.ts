import { CHAT_FAILURE, chatApi, type ChatStreamEvent } from '@neurobridge/shared/api/chat';
import type { FastifyPluginAsync } from 'fastify';
import { providerFailure } from '../../integrations/openai/openai-client';
import { route } from '../../lib/route';
import type { ChatService } from './chat-service';

const sse = (e: ChatStreamEvent) => `event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`;

/** The chat widget's calls (docs/product.md#ai-chat); access in each contract. */
export const chatRoutes: FastifyPluginAsync<{
  chat: ChatService;
  onError: (err: unknown, what: string) => void;
}> = async (app, { chat, onError }) => {
  route(app, chatApi.settings, () => chat.enabled());
  route(app, chatApi.childSession, ({ user, child }) => chat.createSession(user, child.child.id));
  route(app, chatApi.session, ({ user }) => chat.createSession(user, null));
  route(app, chatApi.messages, ({ user, params }) => chat.messages(user, params.sessionId));
  route(app, chatApi.chat, ({ user, body }) => chat.answer(user, body));
  // Server-sent events (docs/product.md#ai-chat): every check runs before the first byte, so a
  // refusal is the usual JSON error; then the answer's pieces, then `done` (or `error`).
  route(app, chatApi.chatStream, async ({ user, body, reply }) => {
    const pieces = await chat.stream(user, body);
    reply.hijack();
    reply.raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
    try {
      let step = await pieces.next();
      while (!step.done) {
        reply.raw.write(sse({ event: 'delta', data: { text: step.value.text } }));
        step = await pieces.next();
      }
      reply.raw.end(sse({ event: 'done', data: { source: step.value } }));
    } catch (err) {
      onError(providerFailure(err), 'AI chat stream failed');
      reply.raw.end(sse({ event: 'error', data: { message: CHAT_FAILURE } }));
    }
    return reply;
  });
};
