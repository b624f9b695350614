import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { sampleChild, stubFetch, stubSignedInParent, type Handler } from '../../../test/fetch-stub';
import { renderRoute, renderWithProviders } from '../../../test/render';
import { ChatWidget } from './chat-widget';

const SESSION = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const FAILURE = 'Desculpe, tive um problema para responder. Pode tentar novamente? 😅';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** A streamed answer the test writes piece by piece. */
function controlledStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (event: string, data: unknown) =>
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    close: () => controller.close(),
  };
}

/** The chat's API: settings, a new session, stored messages, and the stream answered by `stream`. */
function stubChat(
  opts: {
    enabled?: boolean;
    mode?: 'ai' | 'offline';
    stream?: () => Response | Promise<Response>;
    routes?: Record<string, Handler>;
  } = {},
) {
  const stub = stubFetch({
    'GET /api/ai/settings': () => ({ body: { enabled: opts.enabled ?? true, mode: opts.mode ?? 'ai' } }),
    'POST /api/chat/session': () => ({ status: 201, body: { session_id: SESSION } }),
    'POST /api/children/10/chat/session': () => ({ status: 201, body: { session_id: SESSION } }),
    ...opts.routes,
  });
  const streams: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/ai/chat/stream') {
        streams.push(JSON.parse(String(init!.body)));
        if (!opts.stream) return new Response(JSON.stringify({ error: 'x' }), { status: 500 });
        return opts.stream();
      }
      return stub.fn(input, init);
    }),
  );
  return { ...stub, streams };
}

async function openWidget() {
  await userEvent.click(await screen.findByRole('button', { name: /Abrir o assistente/ }));
  return screen.getByRole('textbox', { name: 'Sua mensagem' });
}

describe('the chat widget (docs/product.md#ai-chat)', () => {
  it('is not shown while the administration has the AI chat off', async () => {
    const { calls } = stubChat({ enabled: false });
    renderWithProviders(<ChatWidget userId={1} />);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/ai/settings')).toBe(true));
    await act(async () => {});
    expect(screen.queryByRole('button', { name: /Abrir o assistente/ })).not.toBeInTheDocument();
  });

  it('starts minimized; Enter sends, Shift+Enter makes a new line, blank is not sent; the answer streams in, one message at a time', async () => {
    const stream = controlledStream();
    const { streams, calls } = stubChat({ stream: () => stream.response });
    const view = renderWithProviders(<ChatWidget userId={1} />);
    const input = await openWidget();
    expect(screen.getByRole('region', { name: 'Assistente NeuroBridge' })).toBeInTheDocument();
    expect(screen.getByText('Assistente com inteligência artificial')).toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(input.style.maxHeight).toBe('120px');

    // Blank: neither Enter nor the button sends.
    await userEvent.type(input, '   {Enter}');
    expect(streams).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();

    await userEvent.clear(input);
    await userEvent.type(input, 'Oi{Shift>}{Enter}{/Shift}tudo bem?');
    expect(input).toHaveValue('Oi\ntudo bem?');
    expect(streams).toHaveLength(0);
    await userEvent.type(input, '{Enter}');
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0]).toEqual({ message: 'Oi\ntudo bem?', child_id: null, session_id: SESSION });
    expect(calls.filter((c) => c.path === '/api/chat/session')).toHaveLength(1);
    expect(sessionStorage.getItem('nb-chat:1:painel')).toBe(SESSION);
    expect(input).toHaveValue('');
    const log = screen.getByRole('list', { name: 'Conversa com o assistente' });
    expect(within(log).getByText('Oi tudo bem?', { normalizer: (t) => t.replace(/\s+/g, ' ') })).toBeInTheDocument();
    expect(within(log).getAllByText('Digitando...').length).toBeGreaterThan(0);

    // While the answer is written, nothing else is sent.
    await userEvent.type(input, 'Outra{Enter}');
    expect(streams).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();

    await act(async () => stream.send('delta', { text: 'Olá! ' }));
    expect(await within(log).findByText('Olá!')).toBeInTheDocument();
    await act(async () => stream.send('delta', { text: 'Tudo ótimo 😊' }));
    expect(await within(log).findByText('Olá! Tudo ótimo 😊')).toBeInTheDocument();
    await act(async () => {
      stream.send('done', { source: 'ai' });
      stream.close();
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled());
    expect(view.container.querySelector('[aria-live="polite"]')).toHaveTextContent('Olá! Tudo ótimo 😊');
    await expectNoSeriousA11yViolations(view.container);

    await userEvent.click(screen.getByRole('button', { name: 'Minimizar o assistente' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Abrir o assistente/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('says it is the offline assistant from the start when the server has no AI key', async () => {
    const stream = controlledStream();
    stubChat({ mode: 'offline', stream: () => stream.response });
    const view = renderWithProviders(<ChatWidget userId={1} />);
    await openWidget();
    const panel = screen.getByRole('region', { name: 'Assistente NeuroBridge' });
    expect(within(panel).getByText('Assistente offline')).toBeInTheDocument();
    expect(within(panel).queryByText(/inteligência artificial/)).not.toBeInTheDocument();
    const log = screen.getByRole('list', { name: 'Conversa com o assistente' });
    expect(within(log).getAllByRole('listitem')[0]!.textContent).toBe(
      'Olá! Eu sou o assistente offline do NeuroBridge: respondo com textos prontos sobre sono, rotina, crises, ' +
        'telas, alimentação, escola e sobre como usar o NeuroBridge. Não faço diagnósticos nem indico remédios. 😊',
    );
    await expectNoSeriousA11yViolations(view.container);
  });

  it('shows the message’s limit as it is typed; past it the box is marked, the text kept and nothing sent', async () => {
    const { streams } = stubChat();
    renderWithProviders(<ChatWidget userId={1} />);
    const input = await openWidget();
    expect(screen.getByText('0 de 500 caracteres')).toBeInTheDocument();
    await userEvent.type(input, 'Olá');
    expect(screen.getByText('3 de 500 caracteres')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(/3 de 500 caracteres/);

    await userEvent.paste('a'.repeat(497));
    expect(screen.getByText('500 de 500 caracteres')).toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();

    await userEvent.paste('bc');
    expect(input).toHaveValue(`Olá${'a'.repeat(497)}bc`);
    expect(screen.getByText('502 de 500 caracteres: 2 a mais')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('A mensagem pode ter no máximo 500 caracteres.');
    expect(input).toHaveAccessibleDescription(/A mensagem pode ter no máximo 500 caracteres\./);
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await userEvent.type(input, '{Enter}');
    expect(streams).toHaveLength(0);

    await userEvent.type(input, '{Backspace}{Backspace}');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed answer shows the failure text, and the next message can be sent', async () => {
    const { streams } = stubChat();
    renderWithProviders(<ChatWidget userId={1} />);
    const input = await openWidget();
    await userEvent.type(input, 'Oi{Enter}');
    expect(await screen.findByText(FAILURE, { selector: 'li span' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox')).toBeEnabled());
    await userEvent.type(input, 'De novo{Enter}');
    await waitFor(() => expect(streams).toHaveLength(2));
  });

  it('an error event midway also shows the failure text', async () => {
    const stream = controlledStream();
    stubChat({ stream: () => stream.response });
    renderWithProviders(<ChatWidget userId={1} />);
    await userEvent.type(await openWidget(), 'Oi{Enter}');
    await act(async () => {
      stream.send('delta', { text: 'Meio' });
      stream.send('error', { message: FAILURE });
      stream.close();
    });
    expect(await screen.findByText(FAILURE, { selector: 'li span' })).toBeInTheDocument();
    expect(screen.queryByText('Meio')).not.toBeInTheDocument();
  });

  it('on the child page the conversation is the child’s; an offline answer is labelled so', async () => {
    const stream = controlledStream();
    const { streams } = stubChat({ stream: () => stream.response });
    renderWithProviders(<ChatWidget userId={1} child={{ id: 10, name: 'Lia' }} />);
    await userEvent.type(await openWidget(), 'Qual é a cor do céu?{Enter}');
    await waitFor(() =>
      expect(streams).toEqual([{ message: 'Qual é a cor do céu?', child_id: 10, session_id: SESSION }]),
    );
    expect(screen.getByRole('region', { name: 'Assistente de Lia' })).toBeInTheDocument();
    await act(async () => {
      stream.send('delta', { text: 'O céu é azul!' });
      stream.send('done', { source: 'offline' });
      stream.close();
    });
    expect(await screen.findByText('O céu é azul!', { selector: 'li span' })).toBeInTheDocument();
    expect(screen.getAllByText('Assistente offline').length).toBeGreaterThanOrEqual(1);
    expect(screen.queryByText('Assistente com inteligência artificial')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('nb-chat:1:10')).toBe(SESSION);
  });

  it('after a reload the stored conversation comes back; a session that is gone starts afresh', async () => {
    sessionStorage.setItem('nb-chat:1:painel', SESSION);
    const { calls } = stubChat({
      routes: {
        [`GET /api/chat/sessions/${SESSION}/messages`]: () => ({
          body: {
            messages: [
              { role: 'user', content: 'Como faço amigos?', created_at: '2026-11-24T12:00:00.000Z' },
              { role: 'assistant', content: 'Sorria e diga oi! 😊', created_at: '2026-11-24T12:00:01.000Z' },
            ],
          },
        }),
      },
    });
    const first = renderWithProviders(<ChatWidget userId={1} />);
    await openWidget();
    const log = await screen.findByRole('list', { name: 'Conversa com o assistente' });
    expect(await within(log).findByText('Como faço amigos?')).toBeInTheDocument();
    expect(within(log).getByText('Sorria e diga oi! 😊')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/chat/session')).toHaveLength(0);
    first.unmount();

    // Another user's (or a removed) session: 404, forgotten.
    const other = 'aaaaaaaa-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    sessionStorage.setItem('nb-chat:1:painel', other);
    stubChat();
    renderWithProviders(<ChatWidget userId={1} />);
    await openWidget();
    await waitFor(() => expect(sessionStorage.getItem('nb-chat:1:painel')).toBeNull());
  });

  it('is on the dashboard, minimized, and on the child page, tied to the child', async () => {
    stubSignedInParent({
      'GET /api/children': () => ({ body: [sampleChild()] }),
      'GET /api/ai/settings': () => ({ body: { enabled: true, mode: 'ai' } }),
    });
    const dashboard = renderRoute('/dashboard');
    const open = await screen.findByRole('button', { name: /Abrir o assistente/ });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(open).toHaveAccessibleName('Abrir o assistente: Assistente NeuroBridge');
    dashboard.unmount();

    renderRoute('/child/10');
    expect(await screen.findByRole('button', { name: /Abrir o assistente/ })).toHaveAccessibleName(
      'Abrir o assistente: Assistente de Lia',
    );
  });
});
