import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { gated, sampleUser, stubFetch, type Handler } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';
import { appRoutes, preloadRoute } from '../router';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const PAGE = `/accept-invitation/${TOKEN}`;
const API = `/api/invitations/${TOKEN}`;

function sampleInvitation(overrides: Record<string, unknown> = {}) {
  return {
    invitation: {
      status: 'pending',
      message: 'Olá! Vamos começar na segunda.',
      parent_name: 'Marta Souza',
      children_names: ['Ana', 'Bia'],
      professional_email: 'terapeuta@clinica.example',
      expires_at: '2026-12-01T12:00:00.000Z',
      email_matches: true,
      ...overrides,
    },
  };
}

const professional = { ...sampleUser, email: 'terapeuta@clinica.example', role: null };
const accepted = { ok: true, status: 'accepted', children: [{ id: 10, name: 'Ana' }] };

function signedIn(routes: Record<string, Handler>) {
  return stubFetch({
    'GET /api/users/me': () => ({ body: professional }),
    'GET /api/terms/check': () => ({ body: { hasAccepted: true, terms_version: '1.0' } }),
    [`GET ${API}`]: () => ({ body: sampleInvitation() }),
    ...routes,
  });
}

async function chooseType(label = 'Fonoaudiólogo(a)') {
  await userEvent.selectOptions(await screen.findByLabelText('Tipo de profissional'), label);
}

describe('/accept-invitation/:token, signed out (docs/product.md#accepting-an-invitation)', () => {
  it('explains the invitation and signs in through a link that comes back to this page', async () => {
    const { calls } = stubFetch({ 'GET /api/users/me': () => ({ status: 401, body: {} }) });
    const { container } = renderRoute(PAGE);
    const link = await screen.findByRole('link', { name: 'Entrar para aceitar' });
    expect(screen.getByText(/Uma família convidou você/)).toBeInTheDocument();
    expect(link).toHaveAttribute(
      'href',
      `/api/oauth/google/start?return_to=${encodeURIComponent(`/accept-invitation/${TOKEN}`)}`,
    );
    expect(calls.map((c) => c.path)).not.toContain(API);
    await expectNoSeriousA11yViolations(container);
  });

  it('after the sign-in, the callback returns to the invitation the server kept', async () => {
    const { calls } = signedIn({ 'POST /api/sessions': () => ({ body: { ...professional, return_to: PAGE } }) });
    const { router } = renderRoute('/auth/callback?code=abc&state=xyz');
    await waitFor(() => expect(router.state.location.pathname).toBe(PAGE));
    expect(await screen.findByText('Marta Souza convidou você para acompanhar Ana e Bia.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/sessions')?.body).toEqual({ code: 'abc', state: 'xyz' });
  });

  it('a return path that is not an invitation page is ignored: the callback goes on as usual', async () => {
    signedIn({
      'POST /api/sessions': () => ({ body: { ...sampleUser, return_to: 'https://evil.example/' } }),
      'GET /api/users/me': () => ({ body: sampleUser }),
      'GET /api/subscription': () => ({ status: 404, body: {} }),
      'GET /api/children': () => ({ body: [] }),
    });
    const { router } = renderRoute('/auth/callback?code=def&state=xyz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('/accept-invitation/:token, signed in', () => {
  it("shows the parent's message and the children; the type is required before anything is sent", async () => {
    const { calls } = signedIn({});
    const { container } = renderRoute(PAGE);
    expect(await screen.findByText('Carregando convite...')).toBeInTheDocument();
    expect(await screen.findByText('Marta Souza convidou você para acompanhar Ana e Bia.')).toBeInTheDocument();
    expect(screen.getByText('Mensagem de Marta Souza:')).toBeInTheDocument();
    expect(screen.getByText('Olá! Vamos começar na segunda.')).toBeInTheDocument();
    expect(screen.getByLabelText('Organização (opcional)')).toBeInTheDocument();
    expect(screen.getByLabelText('Número de registro (CREFITO/CRP/CRFa)')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar convite' }));
    expect(await screen.findByText('Por favor, selecione o tipo de profissional.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await expectNoSeriousA11yViolations(container);
  });

  it('accepting: one request for a double click, "Convite aceito!", then the dashboard after 3 s', async () => {
    const { gate, release } = gated();
    let role: string | null = null;
    const { calls } = signedIn({
      'GET /api/users/me': () => ({ body: { ...professional, role } }),
      'POST /api/invitations/accept': async () => {
        await gate;
        role = 'professional';
        return { body: accepted };
      },
    });
    // The next screen's code is loaded with the real clock; fake time starts at the click.
    await preloadRoute(appRoutes(), '/professional-dashboard');
    const { router } = renderRoute(PAGE);
    await chooseType();
    await userEvent.type(screen.getByLabelText('Organização (opcional)'), ' Clínica Crescer ');
    await userEvent.type(screen.getByLabelText('Número de registro (CREFITO/CRP/CRFa)'), 'CRFa 2-12345');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const button = screen.getByRole('button', { name: 'Aceitar convite' });
    fireEvent.click(button);
    fireEvent.click(button);
    release();
    for (let i = 0; i < 200 && !screen.queryByText('Convite aceito!'); i++) {
      await act(() => vi.advanceTimersByTimeAsync(10));
    }
    expect(screen.getByText('Convite aceito!')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      path: '/api/invitations/accept',
      body: {
        invitation_token: TOKEN,
        professional_info: {
          professional_type: 'speech_therapist',
          organization_name: 'Clínica Crescer',
          crefito_number: 'CRFa 2-12345',
        },
      },
      idempotencyKey: expect.any(String),
    });

    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(router.state.location.pathname).toBe(PAGE);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(router.state.location.pathname).toBe('/professional-dashboard');
  });

  it('sent to another address: the confirmation is required, then a request the family must approve', async () => {
    const { calls } = signedIn({
      [`GET ${API}`]: () => ({ body: sampleInvitation({ email_matches: false }) }),
      'POST /api/invitations/accept': () => ({ body: { ok: true, status: 'requested', children: [] } }),
    });
    const { router } = renderRoute(PAGE);
    await chooseType('Outro');
    const confirm = screen.getByRole('checkbox', {
      name: 'Este convite foi enviado para terapeuta@clinica.example. Quero pedir à família para aceitá-lo com a minha conta.',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Pedir acesso à família' }));
    expect(await screen.findByText('Confirme para pedir à família o acesso com esta conta.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.click(confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Pedir acesso à família' }));
    expect(await screen.findByText('Pedido enviado.')).toBeInTheDocument();
    expect(screen.getByText(/A família precisa aprovar o seu acesso/)).toBeInTheDocument();
    expect(screen.queryByText('Convite aceito!')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      invitation_token: TOKEN,
      professional_info: { professional_type: 'other', organization_name: null, crefito_number: null },
      confirm_other_email: true,
    });
    expect(router.state.location.pathname).toBe(PAGE);
  });

  it('a parent is asked whether she also wants the professional area before accepting', async () => {
    const { calls } = signedIn({
      'GET /api/users/me': () => ({ body: { ...professional, role: 'parent' } }),
      'POST /api/invitations/accept': () => ({ body: accepted }),
    });
    renderRoute(PAGE);
    await chooseType();
    const question = screen.getByRole('checkbox', {
      name: 'Você também quer usar o NeuroBridge como profissional? Você continua vendo as suas crianças.',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar convite' }));
    expect(
      await screen.findByText('Confirme que também quer usar o NeuroBridge como profissional.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.click(question);
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar convite' }));
    expect(await screen.findByText('Convite aceito!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ also_professional: true });
  });

  it("the server's question (an account with children) opens the same checkbox", async () => {
    signedIn({
      'POST /api/invitations/accept': () => ({
        status: 409,
        body: { error: 'Confirme que também quer usar o NeuroBridge como profissional.' },
      }),
    });
    renderRoute(PAGE);
    await chooseType();
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar convite' }));
    expect(
      await screen.findByRole('checkbox', { name: /Você também quer usar o NeuroBridge como profissional\?/ }),
    ).toBeInTheDocument();
  });

  it('declining asks first; Cancelar sends nothing; confirming marks it declined', async () => {
    const { calls } = signedIn({ [`POST ${API}/decline`]: () => ({ body: { ok: true } }) });
    renderRoute(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Recusar convite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recusar este convite?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Recusar convite' }));
    const again = await screen.findByRole('dialog', { name: 'Recusar este convite?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Recusar convite' }));
    expect(await screen.findByText('Convite recusado.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`${API}/decline`]);
  });
});

describe('/accept-invitation/:token, the error texts', () => {
  it.each([
    [
      'not found',
      'Convite não encontrado ou inválido.',
      () => ({ status: 404, body: { error: 'Convite não encontrado ou inválido.' } }),
    ],
    // The server sends only the state of a link that cannot be answered.
    ['expired', 'Este convite expirou.', () => ({ body: { invitation: { status: 'expired' } } })],
    ['used', 'Este convite já foi usado.', () => ({ body: { invitation: { status: 'used' } } })],
  ])('%s → "%s"', async (_name, text, handler) => {
    signedIn({ [`GET ${API}`]: handler as Handler });
    renderRoute(PAGE);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Aceitar convite' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Marta|Ana|terapeuta@/)).not.toBeInTheDocument();
  });

  it('a request already sent → "Pedido enviado." and nothing else', async () => {
    signedIn({ [`GET ${API}`]: () => ({ body: { invitation: { status: 'requested' } } }) });
    renderRoute(PAGE);
    expect(await screen.findByText('Pedido enviado.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aceitar convite' })).not.toBeInTheDocument();
  });

  it('a server failure → "Erro ao carregar convite."; no connection → "Erro de conexão. Tente novamente."', async () => {
    signedIn({ [`GET ${API}`]: () => ({ status: 500, body: {} }) });
    const first = renderRoute(PAGE);
    expect(await screen.findByRole('alert', {}, { timeout: 6000 })).toHaveTextContent('Erro ao carregar convite.');
    first.unmount();
    signedIn({
      [`GET ${API}`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderRoute(PAGE);
    expect(await screen.findByRole('alert', {}, { timeout: 6000 })).toHaveTextContent(
      'Erro de conexão. Tente novamente.',
    );
  }, 15_000);

  it.each([
    ['a server failure', 'Erro ao aceitar convite.', () => ({ status: 500, body: {} })],
    ["the server's error", 'Este convite expirou.', () => ({ status: 410, body: { error: 'Este convite expirou.' } })],
    [
      'no connection',
      'Erro de conexão. Tente novamente.',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('accepting fails with %s → "%s", and the form stays', async (_name, text, handler) => {
    signedIn({ 'POST /api/invitations/accept': handler as Handler });
    renderRoute(PAGE);
    await chooseType();
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar convite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Aceitar convite' })).toBeEnabled();
  });
});
