import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openDB } from 'idb';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDevice, freshDevice, recorded, result, setOnline } from '../../features/offline/queue-test-support';
import { userQueryKey } from '../../features/session/api/get-user';
import { signOutPending } from '../../features/session/pending-sign-out';
import { keepUse, pendingUses } from '../../features/boards/record-uses';
import { ToastProvider } from '../../components/ui/toast';
import { readAccountRecord } from '../../lib/offline/account-cache';
import { enqueue, queuedItems, refusedItems } from '../../lib/offline/result-queue';
import { createQueryClient } from '../../lib/query-client';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { sampleUser, stubFetch, type Handler } from '../../test/fetch-stub';
import { TopBar } from './top-bar';

/*
 * Sign-out with results still on the device (docs/product.md#offline-play): they are sent first,
 * or the parent chooses between sending again, discarding them and staying signed in.
 */

beforeEach(freshDevice);
afterEach(closeDevice);

const LOGGED_OUT = { body: { ok: true } };

/** The server: progress saves answered by `progress` (recorded by default), sign-out answered. */
function server(
  progress: Handler = () => ({ status: 201, body: recorded(result(1)) }),
  logout: Handler = () => LOGGED_OUT,
) {
  return stubFetch({
    'POST /api/children/10/progress': progress,
    'POST /api/logout': logout,
  });
}

/** The top bar of Ana, signed in, on the dashboard; the home page is where sign-out goes. */
function renderBar() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(userQueryKey, sampleUser);
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/dashboard']}>
          <Routes>
            <Route path="/dashboard" element={<TopBar user={sampleUser} />} />
            <Route path="/" element={<p>Página inicial</p>} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

const signOut = () => userEvent.click(screen.getByRole('button', { name: 'Sair' }));
const posts = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'POST').map((c) => c.path);

/** A copy of the account's reads on the device, as lib/offline/account-cache.ts writes it. */
async function keepReadsOnDevice(userId: number) {
  await readAccountRecord(userId); // creates the database
  const db = await openDB('neurobridge-cache', 1);
  await db.put('accounts', { version: 1, userId, savedAt: '', state: { mutations: [], queries: [] } }, userId);
  db.close();
}

async function queueOffline(...ns: number[]) {
  setOnline(false);
  for (const n of ns) await enqueue(result(n));
}

describe('signing out with results on the device', () => {
  it("with nothing waiting, signs out as before and clears the account's reads kept on the device", async () => {
    const { calls } = server();
    await keepReadsOnDevice(1);
    await keepReadsOnDevice(2);
    renderBar();
    await signOut();
    expect(await screen.findByText('Página inicial')).toBeInTheDocument();
    expect(posts(calls)).toEqual(['/api/logout']);
    expect(signOutPending()).toBe(false);
    expect(await readAccountRecord(1)).toBeUndefined();
    // Only the account that signed out is cleared.
    expect(await readAccountRecord(2)).toBeDefined();
  });

  it("the board's words still on the device go once, then the device forgets them (docs/product.md#what-the-board-tells)", async () => {
    const at = new Date().toISOString();
    keepUse(sampleUser.id, { childId: 10, kind: 'tap', text: 'quero', at });
    setOnline(true);
    const { calls } = stubFetch({
      'POST /api/children/10/boards/uses': () => ({ body: { counted: 1 } }),
      'POST /api/logout': () => LOGGED_OUT,
    });
    renderBar();
    await signOut();
    expect(await screen.findByText('Página inicial')).toBeInTheDocument();
    expect(posts(calls)).toEqual(['/api/children/10/boards/uses', '/api/logout']);
    expect(pendingUses(sampleUser.id)).toEqual({ uses: [], batches: [] });
  });

  it("offline, the board's words not sent are forgotten with the account's data", async () => {
    keepUse(sampleUser.id, { childId: 10, kind: 'sentence', text: 'eu quero água', at: new Date().toISOString() });
    setOnline(false);
    const { calls } = server();
    renderBar();
    await signOut();
    expect(await screen.findByText('Página inicial')).toBeInTheDocument();
    expect(posts(calls)).not.toContain('/api/children/10/boards/uses');
    expect(localStorage.getItem(`neurobridge.board-uses.${sampleUser.id}`)).toBeNull();
  });

  it("online, sends them first ('Enviando resultados…'), then signs out", async () => {
    await queueOffline(1, 2);
    setOnline(true);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { calls } = server(async () => {
      await held;
      return { status: 201, body: recorded(result(1)) };
    });
    renderBar();
    await signOut();
    expect(await screen.findByText('Enviando resultados…')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Página inicial')).toBeInTheDocument();
    expect(posts(calls)).toEqual(['/api/children/10/progress', '/api/children/10/progress', '/api/logout']);
    expect(await queuedItems(1)).toEqual([]);
  });

  it("offline, asks; 'Cancelar' stays signed in with the results kept", async () => {
    await queueOffline(1, 2);
    const { calls } = server();
    renderBar();
    await signOut();
    const dialog = await screen.findByRole('dialog', { name: 'Há 2 resultados não enviados' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Sem conexão — tente de novo quando voltar a internet.',
    );
    await expectNoSeriousA11yViolations(document.body);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sair' })).toBeEnabled();
    expect(posts(calls)).toEqual([]);
    expect(await queuedItems(1)).toHaveLength(2);
  });

  it("'Enviar agora' stays open while it fails, with the reason, and signs out once they are sent", async () => {
    await queueOffline(1);
    let answer: 'fail' | 'ok' = 'fail';
    const { calls } = server(() =>
      answer === 'fail' ? { status: 503, body: { error: 'x' } } : { status: 201, body: recorded(result(1)) },
    );
    renderBar();
    await signOut();
    const dialog = await screen.findByRole('dialog', { name: 'Há 1 resultado não enviado' });
    // Still offline: nothing is tried.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar agora' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Enviar agora' })).toBeEnabled());
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Sem conexão');
    expect(posts(calls)).toEqual([]);
    // Online, but the server fails.
    setOnline(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar agora' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'O servidor não respondeu. Tente de novo em instantes.',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Há 1 resultado não enviado' })).toBeInTheDocument();
    expect(posts(calls)).toEqual(['/api/children/10/progress']);
    answer = 'ok';
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar agora' }));
    expect(await screen.findByText('Página inicial')).toBeInTheDocument();
    expect(posts(calls)).toEqual(['/api/children/10/progress', '/api/children/10/progress', '/api/logout']);
  });

  it("'Descartar' drops them and signs out offline, remembering to end the server session", async () => {
    await queueOffline(1, 2);
    const { calls } = server(undefined, () => {
      throw new TypeError('Failed to fetch');
    });
    renderBar();
    await signOut();
    const dialog = await screen.findByRole('dialog', { name: 'Há 2 resultados não enviados' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    expect(await screen.findByText('Página inicial')).toBeInTheDocument();
    expect(await queuedItems(1)).toEqual([]);
    // The request never reached the server: the device remembers to end the session.
    expect(posts(calls)).toEqual(['/api/logout']);
    expect(signOutPending()).toBe(true);
  });

  it('a result the server refuses while signing out is shown first: still signed in, nothing left to ask', async () => {
    await queueOffline(1);
    setOnline(true);
    const { calls } = server(() => ({ status: 403, body: { error: 'Atividade bloqueada.' } }));
    renderBar();
    await signOut();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sair' })).toBeEnabled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(calls)).toEqual(['/api/children/10/progress']);
    expect(await refusedItems(1)).toHaveLength(1);
    // Signing out again goes through (the refusal notice of the signed-in layout shows it meanwhile).
    await signOut();
    expect(await screen.findByText('Página inicial')).toBeInTheDocument();
  });

  it('the question works from the keyboard: Escape is "Cancelar"', async () => {
    await queueOffline(1);
    server();
    renderBar();
    screen.getByRole('button', { name: 'Sair' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Há 1 resultado não enviado' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await queuedItems(1)).toHaveLength(1);
  });
});
