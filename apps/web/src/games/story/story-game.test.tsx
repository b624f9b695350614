import { DEFAULT_SENSORY_SETTINGS } from '@neurobridge/shared/domain/sensory';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playCue } from '../../lib/sound';
import { speak } from '../../lib/speech';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { SensoryFrame } from '../shared/sensory-frame';
import { seededRandom } from '../shared/random';
import { LEVELS, REPORT_DELAY_MS } from './rules';
import { SCENE_CAPTIONS, scenesAt, scenesOf, type SceneKey } from './story-data';
import { StoryGame } from './story-game';

vi.mock('../../lib/sound', () => ({ playCue: vi.fn() }));
vi.mock('../../lib/speech', () => ({ speak: vi.fn(() => true), stopSpeaking: vi.fn(), portugueseVoices: () => [] }));

// Only timers and Date are faked: React's scheduler must keep running. Clicks use fireEvent,
// since user-event waits on timers of its own.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.mocked(speak).mockClear().mockReturnValue(true);
  vi.mocked(playCue).mockClear();
});
afterEach(() => vi.useRealTimers());

const clock = () => ({ now: () => Date.now(), random: seededRandom(7) });
const flower = { type: 'story_sequence' as const, story: 'plantando_flor' as const };
const RIGHT_ORDER = scenesOf('plantando_flor');
const INTRO = 'Plantando uma flor. Toque nas cenas na ordem em que a história acontece.';
const RIGHT = 'Parabéns! A história está na ordem certa!';
const WRONG = 'Vamos tentar de novo?';

const pool = () => within(screen.getByRole('list', { name: 'Cenas para colocar' }));
const slots = () => within(screen.getByRole('list', { name: 'Sua história' }));
const poolButton = (scene: SceneKey) => pool().getByRole('button', { name: SCENE_CAPTIONS[scene] });
const placeInOrder = (scenes: readonly SceneKey[]) => scenes.forEach((s) => fireEvent.click(poolButton(s)));
const spoken = () => vi.mocked(speak).mock.calls.map(([text]) => text);

function withSettings(ui: ReactElement, overrides: Partial<typeof DEFAULT_SENSORY_SETTINGS>) {
  return <SensoryFrame settings={{ ...DEFAULT_SENSORY_SETTINGS, ...overrides }}>{ui}</SensoryFrame>;
}

describe('StoryGame', () => {
  it("in order → 'Parabéns!', locked, reported with 100 three seconds later", async () => {
    const onComplete = vi.fn();
    render(<StoryGame content={flower} title="História" onComplete={onComplete} clock={clock()} />);
    expect(screen.getByText('Plantando uma flor')).toBeInTheDocument();
    const shown = pool()
      .getAllByRole('button')
      .map((b) => b.getAttribute('data-scene'));
    expect(shown).toHaveLength(4);
    expect(shown).not.toEqual(RIGHT_ORDER);
    // Four numbered, empty slots.
    for (const name of ['Primeiro', 'Depois', 'Em seguida', 'Por fim'])
      expect(slots().getByText(name)).toBeInTheDocument();
    expect(slots().getAllByText('Vazio')).toHaveLength(4);

    placeInOrder(RIGHT_ORDER.slice(0, 2));
    expect(
      slots()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([`1Primeiro${SCENE_CAPTIONS.semente}`, `2Depois${SCENE_CAPTIONS.regar}`]);
    expect(screen.getByText(/2 de 4 cenas colocadas/)).toBeInTheDocument();
    // The placed scenes leave empty spots: the other two stay where they were.
    expect(pool().getAllByRole('button')).toHaveLength(2);

    placeInOrder(RIGHT_ORDER.slice(2));
    expect(screen.getByRole('status')).toHaveTextContent(RIGHT);
    expect(screen.queryByRole('list', { name: 'Cenas para colocar' })).not.toBeInTheDocument();
    for (const b of slots().getAllByRole('button')) {
      expect(b).toBeDisabled();
      expect(b).toHaveTextContent('No lugar certo');
    }
    expect(screen.getByRole('button', { name: 'Recomeçar' })).toBeInTheDocument();
    expect(playCue).toHaveBeenCalledWith('complete', true);

    await act(() => vi.advanceTimersByTimeAsync(REPORT_DELAY_MS - 1));
    expect(onComplete).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: 1 });
  });

  for (const [n, names] of [
    [1, ['Primeiro', 'Depois', 'Por fim']],
    [3, ['Primeiro', 'Depois', 'Em seguida', 'Então', 'Mais tarde', 'Por fim']],
  ] as const) {
    it(`level ${n}: ${LEVELS[n].scenes} scenes in rows of three, named slots; in order → 100`, async () => {
      const order = scenesAt('plantando_flor', n);
      const onComplete = vi.fn();
      render(<StoryGame content={flower} title="História" onComplete={onComplete} clock={clock()} level={n} />);
      expect(pool().getAllByRole('button')).toHaveLength(order.length);
      expect(screen.getByRole('list', { name: 'Cenas para colocar' })).toHaveClass('grid-cols-3');
      expect(slots().getAllByText('Vazio')).toHaveLength(order.length);
      // Lower slots in a row of three: 'Vazio' and a placed scene's caption are read, not shown.
      for (const empty of slots().getAllByText('Vazio')) expect(empty).toHaveClass('sr-only');
      for (const name of names) expect(slots().getByText(name)).toBeInTheDocument();
      placeInOrder(order.slice(0, 1));
      expect(slots().getByRole('button', { name: new RegExp(SCENE_CAPTIONS[order[0]!]) })).toBeInTheDocument();
      expect(within(slots().getByRole('button')).getByText(SCENE_CAPTIONS[order[0]!])).toHaveClass('sr-only');
      fireEvent.click(slots().getByRole('button'));
      expect(screen.getByText(`0 de ${order.length} cenas colocadas`)).toBeInTheDocument();
      placeInOrder(order);
      expect(screen.getByRole('status')).toHaveTextContent(RIGHT);
      expect(
        slots()
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(order.map((k, i) => `${i + 1}${names[i]}${SCENE_CAPTIONS[k]}No lugar certo`));
      await act(() => vi.advanceTimersByTimeAsync(REPORT_DELAY_MS));
      expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: 1 });
    });
  }

  it("a placed scene goes back when tapped; a wrong order → 'Vamos tentar de novo?', the right order and 0", async () => {
    const onComplete = vi.fn();
    render(<StoryGame content={flower} title="História" onComplete={onComplete} clock={clock()} />);
    placeInOrder(['flor', 'semente']);
    fireEvent.click(slots().getByRole('button', { name: /A flor cresce bonita/ }));
    // The first slot is empty again, the second keeps its scene, the flower is back in the pool.
    expect(slots().getAllByRole('button')).toHaveLength(1);
    expect(slots().getByRole('button')).toHaveTextContent(`2Depois${SCENE_CAPTIONS.semente}`);
    expect(poolButton('flor')).toBeInTheDocument();

    placeInOrder(['regar', 'broto', 'flor']);
    // regar filled slot 1: semente is 2nd, regar 1st → wrong.
    const status = within(screen.getByRole('status'));
    expect(status.getByText(WRONG)).toBeInTheDocument();
    expect(status.getByText('A ordem certa:')).toBeInTheDocument();
    expect(
      within(status.getByRole('list', { name: 'A ordem certa:' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(RIGHT_ORDER.map((k, i) => `${i + 1}${SCENE_CAPTIONS[k]}`));
    expect(slots().getAllByRole('button')[0]).toHaveTextContent('Fora do lugar');
    expect(slots().getAllByRole('button')[2]).toHaveTextContent('No lugar certo');
    expect(playCue).toHaveBeenCalledWith('try_again', true);
    expect(screen.getByRole('button', { name: 'Tentar Novamente' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(REPORT_DELAY_MS));
    expect(onComplete).toHaveBeenCalledWith({ score: 0, minutes: 1 });
  });

  it("'Tentar Novamente' after a miss starts over and cancels the report", async () => {
    const onComplete = vi.fn();
    render(<StoryGame content={flower} title="História" onComplete={onComplete} clock={clock()} />);
    placeInOrder([...RIGHT_ORDER].reverse());
    fireEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(pool().getAllByRole('button')).toHaveLength(4);
    expect(slots().getAllByText('Vazio')).toHaveLength(4);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Recomeçar' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(REPORT_DELAY_MS * 2));
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('plays by keyboard: focus moves to the next scene, then to the result', () => {
    render(<StoryGame content={flower} title="História" onComplete={vi.fn()} clock={clock()} />);
    const [first, second] = pool().getAllByRole('button');
    first!.focus();
    // Enter on a focused button is a click: the scene is placed and focus moves on to the next one.
    fireEvent.click(first!);
    expect(document.activeElement).toBe(second);
    fireEvent.click(document.activeElement!);
    fireEvent.click(document.activeElement!);
    expect(pool().getAllByRole('button')).toHaveLength(1);
    expect(document.activeElement).toBe(pool().getByRole('button'));
    fireEvent.click(document.activeElement!);
    expect(document.activeElement).toHaveAttribute('data-area', 'feedback');
    expect(screen.getByRole('status')).toHaveTextContent(/Vamos tentar de novo\?|Parabéns!/);
  });

  it('taking a scene back by keyboard puts focus on it in the pool', () => {
    render(<StoryGame content={flower} title="História" onComplete={vi.fn()} clock={clock()} />);
    placeInOrder(['broto']);
    const placed = slots().getByRole('button');
    placed.focus();
    fireEvent.click(placed);
    expect(document.activeElement).toBe(poolButton('broto'));
  });

  it('speech: says the title and instruction, each picked caption but the last, and the result', () => {
    render(withSettings(<StoryGame content={flower} title="História" onComplete={vi.fn()} clock={clock()} />, {}));
    placeInOrder(RIGHT_ORDER);
    expect(spoken()).toEqual([INTRO, ...RIGHT_ORDER.slice(0, 3).map((k) => SCENE_CAPTIONS[k]), RIGHT]);
    fireEvent.click(screen.getByRole('button', { name: 'Ouvir de novo' }));
    expect(spoken().at(-1)).toBe(INTRO);
  });

  it('speech and sound off: nothing is said or played, and no listen button', () => {
    render(
      withSettings(<StoryGame content={flower} title="História" onComplete={vi.fn()} clock={clock()} />, {
        speech: false,
        sound_effects: false,
      }),
    );
    placeInOrder(RIGHT_ORDER);
    expect(speak).not.toHaveBeenCalled();
    expect(playCue).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Ouvir de novo' })).not.toBeInTheDocument();
  });

  it('shows the title and instruction large when no voice can say them', () => {
    vi.mocked(speak).mockReturnValue(false);
    render(<StoryGame content={flower} title="História" onComplete={vi.fn()} clock={clock()} />);
    expect(screen.getByText('Plantando uma flor')).toHaveClass('text-3xl');
    expect(screen.getByText('Toque nas cenas na ordem em que a história acontece.')).toHaveClass('text-2xl');
  });

  it('an unknown story plays the default one, Um dia na escola', () => {
    render(<StoryGame content={{ type: 'story_sequence' }} title="História" onComplete={vi.fn()} clock={clock()} />);
    expect(screen.getByText('Um dia na escola')).toBeInTheDocument();
    expect(pool().getByRole('button', { name: SCENE_CAPTIONS.acordar })).toBeInTheDocument();
  });

  it('has no serious accessibility violations, while placing and after a miss', async () => {
    vi.useRealTimers(); // axe schedules its own timers
    const { container } = render(<StoryGame content={flower} title="História" onComplete={vi.fn()} clock={clock()} />);
    placeInOrder(['flor', 'semente']);
    await expectNoSeriousA11yViolations(container);
    placeInOrder(['regar', 'broto']);
    await expectNoSeriousA11yViolations(container);
  });
});
