import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playCue } from '../../../../lib/sound';
import { startChildMode } from '../../../../lib/child-mode';
import { setClock } from '../../../../lib/clock';
import { queuedItems, sendQueue } from '../../../../lib/offline/result-queue';
import { closeDevice, freshDevice } from '../../../../lib/offline/result-queue-fakes';
import { expectNoSeriousA11yViolations } from '../../../../test/axe';
import { sampleChild, sampleUser } from '../../../../test/fetch-stub';
import { renderRoute } from '../../../../test/render';
import { MONDAY_NOON, sampleEntry, sampleRoutine, stubMyDay } from '../../schedule-stubs';

vi.mock('../../../../lib/sound', () => ({ playCue: vi.fn() }));

beforeEach(async () => {
  await freshDevice();
  setClock(MONDAY_NOON);
  vi.mocked(playCue).mockClear();
});
afterEach(closeDevice);

const DAY = '/child/10/meu-dia';
const inChildMode = () => startChildMode(sampleUser.id, { path: DAY, childId: 10 });
const posts = (calls: { method: string; path: string }[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.path === path);

/** A Monday: a routine at 07:30, an activity at 08:00, an untimed routine, one in the evening; Tuesday's. */
const week = () => [
  sampleEntry({
    id: 1,
    activity_id: 7,
    activity_title: 'Jogo da memória',
    activity_category: 'focus',
    time_slot: 'evening',
  }),
  sampleRoutine({ id: 2, activity_title: 'Arrumar a mochila', picture: 'mochila' }),
  sampleEntry({ id: 3, activity_id: 8, activity_title: 'Contar até 10', activity_category: 'math', time: '08:00' }),
  sampleRoutine({ id: 4, time: '07:30', is_completed: true }),
  sampleRoutine({ id: 5, day_of_week: 2, activity_title: 'Tomar banho', picture: 'banho' }),
];

describe("'Meu dia' in child mode (docs/product.md#my-day)", () => {
  it('shows today in Manhã and Noite, in order, the next one "Agora" with the focus, the stars and the shop', async () => {
    stubMyDay(week());
    inChildMode();
    const { container } = renderRoute(DAY);
    expect(await screen.findByRole('heading', { level: 1, name: 'Meu dia' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Modo criança' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Navegação principal' })).toBeNull();
    expect(screen.getByText('Hoje é Segunda')).toBeInTheDocument();
    const morning = await screen.findByRole('region', { name: 'Manhã' });
    expect(
      within(morning)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Escovar os dentesàs 07:30Feito', 'AgoraContar até 10às 08:00', 'Arrumar a mochila']);
    expect(screen.queryByRole('region', { name: 'Tarde' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Noite' })).getByText('Jogo da memória')).toBeInTheDocument();
    expect(screen.queryByText('Tomar banho')).toBeNull();
    // The next one is a link to its game, marked as the current step, and has the focus.
    const next = within(morning).getByRole('link', { name: /Contar até 10/ });
    expect(next).toHaveAttribute('aria-current', 'step');
    expect(next).toHaveAttribute('href', '/activity/8?child=10&entry=3&from=meu-dia');
    await waitFor(() => expect(next).toHaveFocus());
    // Done: an icon and the word, never colour alone.
    expect(within(morning).getByRole('button', { name: /Escovar os dentes.*Feito/ })).toBeInTheDocument();
    expect(await screen.findByText('Você tem 4 estrelas')).toBeInTheDocument();
    expect(screen.getByTestId('stars-balance')).toHaveTextContent('⭐ 4');
    expect(screen.getByRole('link', { name: 'Minha loja' })).toHaveAttribute('href', '/child/10/loja');
    expect(screen.queryByText('Você terminou o seu dia! Muito bem!')).toBeNull();
    await expectNoSeriousA11yViolations(container);
  });

  it('tapping an activity opens it in child mode, for this entry', async () => {
    stubMyDay(week());
    inChildMode();
    const { router } = renderRoute(DAY);
    await userEvent.click(await screen.findByRole('link', { name: /Contar até 10/ }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/activity/8?child=10&entry=3&from=meu-dia',
      ),
    );
  });

  it("a routine task's card: its picture and title, and 'Feito!' ticks it once, with a gentle sound and +1 ⭐", async () => {
    let balance = 4;
    const { calls } = stubMyDay(week(), {
      'GET /api/children/10/stars': () => ({ body: { balance, weeks: [] } }),
      'POST /api/children/10/schedule/2/complete': () => {
        balance = 5;
        return {
          body: {
            entry: sampleRoutine({
              id: 2,
              activity_title: 'Arrumar a mochila',
              picture: 'mochila',
              is_completed: true,
            }),
            new_rewards: [],
            stars: 1,
          },
        };
      },
    });
    inChildMode();
    const { container } = renderRoute(DAY);
    await userEvent.click(await screen.findByRole('button', { name: 'Arrumar a mochila' }));
    const title = screen.getByRole('heading', { level: 2, name: 'Arrumar a mochila' });
    expect(title).toHaveFocus();
    // No timer set: none shown.
    expect(screen.queryByTestId('routine-timer')).toBeNull();
    await expectNoSeriousA11yViolations(container);
    const done = screen.getByRole('button', { name: 'Feito!' });
    fireEvent.click(done);
    fireEvent.click(done);
    expect(await screen.findByText('+1 ⭐')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Feito!' })).toBeNull();
    expect(screen.getByText('Feito')).toBeInTheDocument();
    expect(playCue).toHaveBeenCalledTimes(1);
    expect(playCue).toHaveBeenCalledWith('complete', true);
    await waitFor(() => expect(posts(calls, '/api/children/10/schedule/2/complete')).toHaveLength(1));
    expect(await queuedItems(1)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Voltar ao meu dia' }));
    const morning = screen.getByRole('region', { name: 'Manhã' });
    expect(within(morning).getByRole('button', { name: /Arrumar a mochila.*Feito/ })).toBeInTheDocument();
    // The balance was read again.
    expect(await screen.findByText('Você tem 5 estrelas')).toBeInTheDocument();
  });

  it("with the sound off, 'Feito!' is silent", async () => {
    stubMyDay([sampleRoutine({ id: 2 })], {
      'GET /api/children': () => ({
        body: [sampleChild({ sensory_settings: { ...sampleChild().sensory_settings, sound_effects: false } })],
      }),
      'POST /api/children/10/schedule/2/complete': () => ({
        body: { entry: sampleRoutine({ id: 2, is_completed: true }), new_rewards: [], stars: 1 },
      }),
    });
    inChildMode();
    renderRoute(DAY);
    await userEvent.click(await screen.findByRole('button', { name: /Escovar os dentes/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Feito!' }));
    expect(await screen.findByText('+1 ⭐')).toBeInTheDocument();
    expect(playCue).not.toHaveBeenCalled();
  });

  it("the timer: 'Começar', the minutes and seconds left, 'Pausar', and a calm 'O tempo acabou!'", async () => {
    stubMyDay([sampleRoutine({ id: 2, timer_minutes: 2 })]);
    inChildMode();
    renderRoute(DAY);
    await userEvent.click(await screen.findByRole('button', { name: /Escovar os dentes/ }));
    const timer = screen.getByTestId('routine-timer');
    expect(timer).toHaveTextContent('02:00');
    expect(timer).toHaveTextContent('Faltam 2 min e 0 s');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    fireEvent.click(within(timer).getByRole('button', { name: 'Começar' }));
    act(() => vi.advanceTimersByTime(61_000));
    expect(timer).toHaveTextContent('00:59');
    fireEvent.click(within(timer).getByRole('button', { name: 'Pausar' }));
    act(() => vi.advanceTimersByTime(30_000));
    expect(timer).toHaveTextContent('00:59');
    expect(within(timer).getByRole('status')).toBeEmptyDOMElement();
    fireEvent.click(within(timer).getByRole('button', { name: 'Começar' }));
    act(() => vi.advanceTimersByTime(59_000));
    expect(timer).toHaveTextContent('00:00');
    expect(within(timer).getByRole('status')).toHaveTextContent('O tempo acabou!');
    // It stopped by itself; starting again starts the whole time.
    act(() => vi.advanceTimersByTime(5_000));
    expect(timer).toHaveTextContent('00:00');
    fireEvent.click(within(timer).getByRole('button', { name: 'Começar' }));
    act(() => vi.advanceTimersByTime(1_000));
    expect(timer).toHaveTextContent('01:59');
    vi.useRealTimers();
    // 'Feito!' works whether the time ran out or not.
    expect(screen.getByRole('button', { name: 'Feito!' })).toBeEnabled();
  });

  it("offline, 'Feito!' is kept on the device, 'Aguardando envio', and sent when the connection returns", async () => {
    const { calls } = stubMyDay([sampleRoutine({ id: 2 }), sampleEntry({ id: 3, time_slot: 'afternoon' })], {
      'POST /api/children/10/schedule/2/complete': () => ({
        body: { entry: sampleRoutine({ id: 2, is_completed: true }), new_rewards: [], stars: 1 },
      }),
    });
    inChildMode();
    renderRoute(DAY);
    await userEvent.click(await screen.findByRole('button', { name: /Escovar os dentes/ }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await userEvent.click(screen.getByRole('button', { name: 'Feito!' }));
    expect(await screen.findByText('+1 ⭐')).toBeInTheDocument();
    expect(await screen.findByText('Aguardando envio')).toBeInTheDocument();
    expect(posts(calls, '/api/children/10/schedule/2/complete')).toHaveLength(0);
    expect(await queuedItems(1)).toEqual([expect.objectContaining({ kind: 'tick', childId: 10, entryId: 2 })]);
    await userEvent.click(screen.getByRole('button', { name: 'Voltar ao meu dia' }));
    // The next is now the afternoon's activity.
    expect(screen.getByRole('link', { name: /Agora/ })).toHaveTextContent('Como eles se sentem?');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await sendQueue(1);
    await waitFor(() => expect(screen.queryByText('Aguardando envio')).toBeNull());
    expect(posts(calls, '/api/children/10/schedule/2/complete')).toHaveLength(1);
  });

  it('a finished day is celebrated calmly: the picture grows in once', async () => {
    const animate = vi.fn(() => ({ cancel: vi.fn() }));
    Object.assign(HTMLElement.prototype, { animate });
    stubMyDay([sampleRoutine({ id: 2, is_completed: true }), sampleEntry({ id: 3, is_completed: true })], {
      'GET /api/children': () => ({
        body: [sampleChild({ sensory_settings: { ...sampleChild().sensory_settings, reduced_motion: 'off' } })],
      }),
    });
    inChildMode();
    const { container } = renderRoute(DAY);
    expect(await screen.findByTestId('day-celebration')).toHaveTextContent('Você terminou o seu dia! Muito bem!');
    expect(screen.queryByText('Agora')).toBeNull();
    expect(animate).toHaveBeenCalledTimes(1);
    expect(animate.mock.calls[0]).toEqual([expect.any(Array), expect.objectContaining({ duration: 600 })]);
    await expectNoSeriousA11yViolations(container);
    delete (HTMLElement.prototype as { animate?: unknown }).animate;
  });

  it('with reduced motion the celebration does not move', async () => {
    const animate = vi.fn(() => ({ cancel: vi.fn() }));
    Object.assign(HTMLElement.prototype, { animate });
    stubMyDay([sampleRoutine({ id: 2, is_completed: true })], {
      'GET /api/children': () => ({
        body: [sampleChild({ sensory_settings: { ...sampleChild().sensory_settings, reduced_motion: 'on' } })],
      }),
    });
    inChildMode();
    renderRoute(DAY);
    expect(await screen.findByTestId('day-celebration')).toBeInTheDocument();
    expect(screen.getByTestId('game-root')).toHaveClass('game-reduced-motion');
    expect(animate).not.toHaveBeenCalled();
    delete (HTMLElement.prototype as { animate?: unknown }).animate;
  });

  it('a day without entries says how to plan it, and never scolds', async () => {
    stubMyDay([sampleEntry({ id: 1, day_of_week: 3 })]);
    inChildMode();
    renderRoute(DAY);
    expect(
      await screen.findByText('Nada planejado para hoje. Um adulto pode montar o seu dia no Cronograma Semanal.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('day-celebration')).toBeNull();
  });

  it('loading, then an error with "Tentar novamente" that reads the week again', async () => {
    let fail = true;
    stubMyDay([], {
      'GET /api/children/10/schedule': () =>
        fail ? { status: 500, body: { error: 'Erro interno.' } } : { body: [sampleRoutine({ id: 2 })] },
    });
    inChildMode();
    renderRoute(DAY);
    expect(await screen.findByText('Carregando...')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar o seu dia.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('button', { name: /Escovar os dentes/ })).toBeInTheDocument();
  });
});

describe("'Meu dia' outside child mode: the parent's preview", () => {
  it('shows the day without actions, and "Abrir o Meu dia no modo criança" starts child mode here', async () => {
    stubMyDay(week());
    const { router, container } = renderRoute(DAY);
    expect(await screen.findByRole('heading', { level: 1, name: 'Meu dia' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navegação principal' })).toBeInTheDocument();
    expect(await screen.findByText('Contar até 10')).toBeInTheDocument();
    expect(screen.getByText(/Prévia: é assim que Lia vê o dia de hoje/)).toBeInTheDocument();
    const morning = screen.getByRole('region', { name: 'Manhã' });
    expect(within(morning).queryByRole('link')).toBeNull();
    expect(within(morning).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Minha loja' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar ao perfil' })).toHaveAttribute('href', '/child/10');
    await expectNoSeriousA11yViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir o Meu dia no modo criança' }));
    expect(await screen.findByRole('region', { name: 'Modo criança' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(DAY);
    expect(JSON.parse(window.localStorage.getItem(`neurobridge.child-mode.${sampleUser.id}`)!)).toEqual({
      path: DAY,
      childId: 10,
    });
    expect(await screen.findByRole('link', { name: /Agora/ })).toHaveFocus();
  });
});
