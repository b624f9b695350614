import 'fake-indexeddb/auto';
import { childrenApi } from '@neurobridge/shared/api/children';
import { chatApi } from '@neurobridge/shared/api/chat';
import { dashboardApi } from '@neurobridge/shared/api/dashboard';
import { levelsApi } from '@neurobridge/shared/api/levels';
import { progressApi } from '@neurobridge/shared/api/progress';
import { starsApi } from '@neurobridge/shared/api/stars';
import { subscriptionApi } from '@neurobridge/shared/api/subscription';
import { termsApi } from '@neurobridge/shared/api/terms';
import type { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { childrenQueryOptions } from '../features/children/api/children';
import { userQueryKey } from '../features/session/api/get-user';
import { apiKey } from '../lib/api';
import {
  clearAccountData,
  keepAccountReads,
  readAccountRecord,
  SAVE_THROTTLE_MS,
  stopKeepingAccountReads,
} from '../lib/offline/account-cache';
import { createQueryClient, watchOnline } from '../lib/query-client';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { sampleChild, sampleStats, sampleTrial, sampleUser, stubFetch, stubSignedInParent } from '../test/fetch-stub';
import { startClient } from './data-layer';
import { AppRoutes } from './router';

const NOTICE = 'Sem conexão — disponível quando voltar a internet';
const bruno = {
  ...sampleUser,
  id: 2,
  email: 'bruno@example.com',
  full_name: 'Bruno Lima',
  google_user_data: { picture: null, given_name: 'Bruno', family_name: 'Lima' },
};

/** The device writes a second after a change; under a loaded machine it may take longer. */
const KEPT_WITHIN = { timeout: SAVE_THROTTLE_MS * 5 };

function setOnline(online: boolean, event?: 'online' | 'offline') {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  if (event) act(() => void window.dispatchEvent(new Event(event)));
}

/** The family's reads as a visit online leaves them, written to the device as the app does. */
function familyReads(client: QueryClient, user: typeof sampleUser, children: unknown[]) {
  client.setQueryData(userQueryKey, user);
  client.setQueryData(apiKey(termsApi.check), { hasAccepted: true, terms_version: '1.0' });
  client.setQueryData(apiKey(subscriptionApi.get), sampleTrial);
  client.setQueryData(apiKey(childrenApi.list), children);
  client.setQueryData(apiKey(dashboardApi.stats), { ...sampleStats, totalChildren: children.length });
}

async function keptOnDevice(user: typeof sampleUser, children: unknown[]) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const client = createQueryClient();
  const stop = keepAccountReads(client, userQueryKey);
  familyReads(client, user, children);
  await vi.advanceTimersByTimeAsync(SAVE_THROTTLE_MS);
  await vi.waitFor(() => expect(localStorage.getItem('neurobridge.last-account')).toBe(String(user.id)));
  // The write itself lands just after the mark.
  await vi.waitFor(async () => expect(await readAccountRecord(user.id)).toBeDefined(), KEPT_WITHIN);
  stop();
  vi.useRealTimers();
}

function renderApp(path: string, client: QueryClient) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes queryClient={client} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  setOnline(true);
  watchOnline();
});

afterEach(async () => {
  // The page of the test ends: its app keeps nothing more.
  stopKeepingAccountReads();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.dispatchEvent(new Event('online'));
  for (const id of [sampleUser.id, bruno.id]) await clearAccountData(id);
  localStorage.clear();
});

describe('a start without a connection', () => {
  it("shows the last account's dashboard from the device, asking the server nothing", async () => {
    await keptOnDevice(sampleUser, [sampleChild({ name: 'Lia' })]);
    setOnline(false);
    const { calls } = stubFetch({});
    renderApp('/dashboard', startClient());
    expect(await screen.findByRole('heading', { name: 'Olá, Ana!' })).toBeInTheDocument();
    expect(await screen.findByText('Lia')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: NOTICE })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('with nothing on the device (the account signed out) shows the notice, never the last family', async () => {
    await keptOnDevice(sampleUser, [sampleChild({ name: 'Lia' })]);
    await clearAccountData(sampleUser.id);
    setOnline(false);
    stubFetch({});
    renderApp('/dashboard', startClient());
    expect(await screen.findByRole('heading', { name: NOTICE })).toBeInTheDocument();
    expect(screen.queryByText('Lia')).not.toBeInTheDocument();
    // Nobody is known to be signed in: no way to a dashboard.
    expect(screen.queryByRole('link', { name: 'Voltar ao painel' })).not.toBeInTheDocument();
  });

  it("after another account signed in on the device, shows that account's family only", async () => {
    await keptOnDevice(sampleUser, [sampleChild({ name: 'Lia' })]);
    await clearAccountData(sampleUser.id);
    await keptOnDevice(bruno, [sampleChild({ id: 20, name: 'Caio', parent_user_id: 2 })]);
    setOnline(false);
    stubFetch({});
    renderApp('/dashboard', startClient());
    expect(await screen.findByText('Caio')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Olá, Bruno!' })).toBeInTheDocument();
    expect(screen.queryByText('Lia')).not.toBeInTheDocument();
  });
});

describe('a start with a connection', () => {
  it("shows the server's answers, never the copy on the device", async () => {
    await keptOnDevice(sampleUser, [sampleChild({ name: 'Lia' })]);
    stubSignedInParent({ 'GET /api/children': () => ({ body: [sampleChild({ name: 'Nina' })] }) });
    renderApp('/dashboard', startClient());
    expect(await screen.findByText('Nina')).toBeInTheDocument();
    expect(screen.queryByText('Lia')).not.toBeInTheDocument();
  });

  it('on a device where nobody was signed in, keeps the family once the session is known', async () => {
    stubSignedInParent({ 'GET /api/children': () => ({ body: [sampleChild({ name: 'Nina' })] }) });
    renderApp('/dashboard', startClient());
    expect(await screen.findByText('Nina')).toBeInTheDocument();
    await vi.waitFor(async () => {
      const kept = await readAccountRecord(sampleUser.id);
      expect(kept?.state.queries.map((q) => q.state.data)).toContainEqual([expect.objectContaining({ name: 'Nina' })]);
    }, KEPT_WITHIN);
    expect(localStorage.getItem('neurobridge.last-account')).toBe(String(sampleUser.id));
  });

  it("waits for what the first page's screen needs (its first data) once the session is known, and shows it whole", async () => {
    await keptOnDevice(sampleUser, [sampleChild({ name: 'Lia' })]);
    stubSignedInParent({ 'GET /api/children': () => ({ body: [sampleChild({ name: 'Nina' })] }) });
    let answer!: () => void;
    const firstData = vi.fn(
      (client: QueryClient) =>
        new Promise<void>((resolve) => {
          answer = () => {
            client.setQueryData(apiKey(dashboardApi.stats), { ...sampleStats, totalChildren: 7 });
            resolve();
          };
        }),
    );
    const client = startClient(false, firstData);
    renderApp('/dashboard', client);
    await waitFor(() => expect(firstData).toHaveBeenCalledWith(client));
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Olá, Ana!' })).not.toBeInTheDocument();
    act(() => answer());
    expect(await screen.findByRole('heading', { name: 'Olá, Ana!' })).toBeInTheDocument();
    // The screens show what the first data put in the cache.
    expect((await screen.findByText('Crianças cadastradas')).nextElementSibling).toHaveTextContent('7');
  });

  it('asks for no first data when nobody is signed in', async () => {
    await keptOnDevice(sampleUser, [sampleChild({ name: 'Lia' })]);
    stubFetch({ 'GET /api/users/me': () => ({ status: 401, body: { error: 'Não autenticado' } }) });
    const firstData = vi.fn(() => Promise.resolve());
    renderApp('/dashboard', startClient(false, firstData));
    expect((await screen.findAllByRole('link', { name: 'Entrar' }))[0]).toBeInTheDocument();
    expect(firstData).not.toHaveBeenCalled();
  });

  it("whose server stops answering keeps the child's week on screen, with what it showed", async () => {
    stubSignedInParent({
      'GET /api/children': () => ({ body: [sampleChild({ name: 'Lia' })] }),
      'GET /api/children/10/schedule': () => ({ body: [] }),
      'GET /api/children/10/rewards': () => ({ body: [] }),
    });
    const client = createQueryClient();
    renderApp('/child/10/schedule', client);
    expect(await screen.findByRole('heading', { name: 'Cronograma Semanal de Lia' })).toBeVisible();
    // The children's read fails again (its retries spent): the answer it had still shows.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await act(() => client.fetchQuery({ ...childrenQueryOptions, retry: false, staleTime: 0 }).catch(() => {}));
    expect(client.getQueryState(apiKey(childrenApi.list))?.status).toBe('error');
    expect(screen.getByRole('heading', { name: 'Cronograma Semanal de Lia' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Olá, Ana!' })).not.toBeInTheDocument();
    expect(screen.queryByText('Criança não encontrada.')).not.toBeInTheDocument();
  });

  it('whose session read gets no answer at all shows the copy instead of sending the family to the home page', async () => {
    await keptOnDevice(sampleUser, [sampleChild({ name: 'Lia' })]);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderApp('/dashboard', startClient());
    expect(await screen.findByText('Lia')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Olá, Ana!' })).toBeInTheDocument();
  });
});

describe('never a loading text forever', () => {
  it('a screen that only works with the server says so without a connection, and shows when it returns', async () => {
    stubSignedInParent({ 'GET /api/plans': () => ({ body: [] }) });
    const client = createQueryClient();
    familyReads(client, sampleUser, []);
    setOnline(false, 'offline');
    const { container } = renderApp('/subscription', client);
    expect(await screen.findByRole('heading', { name: NOTICE })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Voltar ao painel' })).toHaveAttribute('href', '/dashboard');
    await expectNoSeriousA11yViolations(container);
    setOnline(true, 'online');
    expect(await screen.findByRole('heading', { name: 'Assinatura' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: NOTICE })).not.toBeInTheDocument();
  });

  it('a read with nothing on the device shows the notice instead of the loading text, and the screen when the connection returns', async () => {
    stubSignedInParent({
      'GET /api/children': () => ({ body: [sampleChild({ name: 'Lia' })] }),
      'GET /api/children/10/schedule': () => ({ body: [] }),
      'GET /api/children/10/rewards': () => ({ body: [] }),
    });
    const client = createQueryClient();
    familyReads(client, sampleUser, [sampleChild({ name: 'Lia' })]);
    setOnline(false, 'offline');
    renderApp('/child/10/schedule', client);
    expect(await screen.findByRole('heading', { name: NOTICE })).toBeInTheDocument();
    setOnline(true, 'online');
    expect(await screen.findByRole('heading', { name: 'Cronograma Semanal de Lia' })).toBeVisible();
  });

  it('a screen kept on the device shows as it is; the assistant stays, disabled, with the words', async () => {
    const { calls } = stubFetch({});
    const client = createQueryClient();
    familyReads(client, sampleUser, [sampleChild({ name: 'Lia' })]);
    client.setQueryData(apiKey(chatApi.settings), { enabled: true, mode: 'ai' });
    setOnline(false, 'offline');
    renderApp('/dashboard', client);
    expect(await screen.findByText('Lia')).toBeVisible();
    const assistant = await screen.findByRole('button', { name: /Abrir o assistente/ });
    expect(assistant).toHaveAttribute('aria-disabled', 'true');
    expect(assistant).toHaveAccessibleDescription(NOTICE);
    expect(screen.getByRole('button', { name: 'Convidar profissional' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: NOTICE })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('the child page shows what is kept; who sees the child, the sessions and the report say they need the connection', async () => {
    const { calls } = stubFetch({});
    const client = createQueryClient();
    familyReads(client, sampleUser, [sampleChild({ name: 'Lia' })]);
    client.setQueryData(apiKey(progressApi.summary, { id: 10 }), { completed: 3, average_score: 80, total: 4 });
    client.setQueryData(apiKey(progressApi.list, { id: 10 }, { limit: '10' }), {
      pages: [{ items: [], next_cursor: null }],
      pageParams: [null],
    });
    // The child's levels and stars are kept too (docs/product.md#offline-play).
    client.setQueryData(apiKey(levelsApi.list, { id: 10 }), {
      levels: [{ kind: 'memory', label: 'Memória', level: 3, pinned: false, changed_at: '2026-11-20T12:00:00.000Z' }],
    });
    client.setQueryData(apiKey(starsApi.stars, { id: 10 }), { balance: 7, weeks: [] });
    setOnline(false, 'offline');
    const { container } = renderApp('/child/10', client);
    const report = await screen.findByRole('button', { name: 'Relatório de progresso' });
    expect(report).toBeDisabled();
    expect(report).toHaveAccessibleDescription(NOTICE);
    expect(await screen.findByText('Memória')).toBeVisible();
    // Who sees the child, the sessions, pinning a level (the kept levels show above it), the goals, the
    // home programme, the board's words and the plan's downloads, each once its section's chunk has loaded.
    await waitFor(() =>
      expect(screen.getAllByRole('status').filter((s) => s.textContent?.includes(NOTICE))).toHaveLength(7),
    );
    expect(screen.queryByRole('heading', { name: NOTICE })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    await expectNoSeriousA11yViolations(container);
  });

  it('the home page shows to a visitor without a connection: its labels and prices only add to it', async () => {
    stubFetch({});
    const client = createQueryClient();
    client.setQueryData(userQueryKey, null);
    setOnline(false, 'offline');
    renderApp('/', client);
    expect(
      await screen.findByRole('heading', { name: 'Atividades terapêuticas que cabem na rotina da sua família' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: NOTICE })).not.toBeInTheDocument();
  });
});
