import type { Suggestion, SuggestionReason } from '@neurobridge/shared/api/suggestions';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { gated, sampleActivity, stubFetch, type Handler } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { suggestionsQueryOptions } from '../api/suggestions';
import { SuggestionsBlock } from './suggestions-block';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

const PATH = 'GET /api/children/10/suggestions';
const REASONS: SuggestionReason[] = ['new_area', 'progressing', 'favourite_area', 'for_the_child', 'new_area'];
const CATEGORIES = ['math', 'social_skills', 'focus', 'language', 'routine'];

function suggestions(n: number): Suggestion[] {
  return Array.from({ length: n }, (_, i) => ({
    activity: sampleActivity({ id: 100 + i, title: `Atividade ${i + 1}`, category: CATEGORIES[i] }),
    reason: REASONS[i]!,
  })) as Suggestion[];
}

/** The block in the app's providers and a router, reads not retried. */
function show(ui: ReactElement) {
  const view = renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);
  const queries = view.queryClient.getDefaultOptions().queries;
  view.queryClient.setDefaultOptions({ queries: { ...queries, retry: false } });
  return view;
}

/** No block, no placeholder and no failure line: the block takes no room at all. */
function expectNothingShown() {
  expect(screen.queryByTestId('suggestions')).not.toBeInTheDocument();
  expect(screen.queryByText('Carregando sugestões...')).not.toBeInTheDocument();
  expect(screen.queryByText('Não foi possível carregar as sugestões.')).not.toBeInTheDocument();
}

const stub = (handler: Handler) => stubFetch({ [PATH]: handler });

describe("'Sugeridas para {nome} hoje'", () => {
  it('shows each suggestion with its reason, its area and a link to the activity for that child', async () => {
    stub(() => ({ body: { items: suggestions(5) } }));
    const { container } = show(<SuggestionsBlock childId={10} name="Lia" />);
    const section = await screen.findByRole('region', { name: 'Sugeridas para Lia hoje' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Sugeridas para Lia hoje');
    const cards = within(section).getAllByTestId('suggestion-card');
    expect(cards).toHaveLength(5);
    expect(within(cards[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Atividade 1');
    expect(cards[0]).toHaveTextContent('Área ainda não praticada nesta semana');
    expect(cards[0]).toHaveTextContent('Matemática');
    expect(cards[1]).toHaveTextContent('Está indo bem neste jogo');
    expect(cards[2]).toHaveTextContent('Para continuar praticando');
    expect(cards[3]).toHaveTextContent('Para a idade e o nível da criança');
    const link = within(cards[1]!).getByRole('link', { name: 'Abrir atividade: Atividade 2' });
    expect(link).toHaveAttribute('href', '/activity/101?child=10');
    expect(link).toHaveTextContent('Abrir atividade');
    await expectNoSeriousA11yViolations(container);
  });

  it('holds the place with a quiet skeleton while it loads, then shows the cards', async () => {
    const { gate, release } = gated();
    stub(async () => {
      await gate;
      return { body: { items: suggestions(3) } };
    });
    show(<SuggestionsBlock childId={10} name="Lia" />);
    const skeleton = screen.getByRole('status');
    expect(skeleton).toHaveTextContent('Carregando sugestões...');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    // Quiet: nothing in it pulses or spins.
    expect(skeleton.querySelector('[class*="animate-"]')).toBeNull();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    release();
    expect(await screen.findAllByTestId('suggestion-card')).toHaveLength(3);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps the skeleton until the child is known, even with the list in hand', async () => {
    const { calls } = stub(() => ({ body: { items: suggestions(3) } }));
    const { queryClient } = show(<SuggestionsBlock childId={10} name={undefined} />);
    await vi.waitFor(() => expect(queryClient.getQueryData(suggestionsQueryOptions(10).queryKey)).toBeDefined());
    expect(screen.getByRole('status')).toHaveTextContent('Carregando sugestões...');
    expect(screen.queryByTestId('suggestion-card')).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('on a failure shows only a small line with a retry, which loads the list', async () => {
    let failing = true;
    stub(() => (failing ? { status: 500, body: { error: 'x' } } : { body: { items: suggestions(4) } }));
    const { container } = show(<SuggestionsBlock childId={10} name="Lia" />);
    expect(await screen.findByText('Não foi possível carregar as sugestões.')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByTestId('suggestion-card')).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
    failing = false;
    const retry = screen.getByRole('button', { name: 'Tentar novamente: sugestões para Lia' });
    expect(retry).toHaveTextContent('Tentar novamente');
    await userEvent.click(retry);
    expect(await screen.findAllByTestId('suggestion-card')).toHaveLength(4);
    expect(screen.queryByText('Não foi possível carregar as sugestões.')).not.toBeInTheDocument();
  });

  it('shows nothing when there is nothing to suggest, and never a locked activity', async () => {
    stub(() => ({ body: { items: [] } }));
    const { queryClient, unmount } = show(<SuggestionsBlock childId={10} name="Lia" />);
    await vi.waitFor(() => expect(queryClient.getQueryData(suggestionsQueryOptions(10).queryKey)).toBeDefined());
    expectNothingShown();
    unmount();

    const [open, locked] = suggestions(2);
    stub(() => ({ body: { items: [open, { ...locked!, activity: { ...locked!.activity, is_locked: true } }] } }));
    show(<SuggestionsBlock childId={10} name="Lia" />);
    const cards = await screen.findAllByTestId('suggestion-card');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('Atividade 1');
  });

  it('offline shows the list kept on the device, without asking the server', async () => {
    const { calls } = stub(() => ({ body: { items: suggestions(3) } }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
    const { queryClient } = show(<SuggestionsBlock childId={10} name="Lia" />);
    // The account cache restores the kept list into the query cache (lib/offline/account-cache.ts).
    act(() => queryClient.setQueryData(suggestionsQueryOptions(10).queryKey, { items: suggestions(3) }));
    expect(await screen.findAllByTestId('suggestion-card')).toHaveLength(3);
    expect(calls).toHaveLength(0);
  });

  it('offline with nothing kept shows nothing and asks nothing, so the screen is not held for the connection', async () => {
    const { calls } = stub(() => ({ body: { items: suggestions(3) } }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
    const { queryClient: client } = show(<SuggestionsBlock childId={10} name="Lia" />);
    expectNothingShown();
    // A read paused without data is what holds a screen behind the connection notice (features/offline).
    const read = client.getQueryCache().find({ queryKey: suggestionsQueryOptions(10).queryKey });
    expect(read?.state.fetchStatus).toBe('idle');
    expect(calls).toHaveLength(0);
  });
});
