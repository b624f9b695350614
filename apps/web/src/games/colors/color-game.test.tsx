import { DEFAULT_SENSORY_SETTINGS } from '@neurobridge/shared/domain/sensory';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playCue } from '../../lib/sound';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { SensoryFrame } from '../shared/sensory-frame';
import { seededRandom } from '../shared/random';
import { COLOR_LABELS, COLOR_OBJECTS, OBJECT_LABELS, THIRD_OBJECTS, type ColorKey } from './color-data';
import { ColorGame } from './color-game';
import { COMPLETE_DELAY_MS, FEEDBACK_MS } from './rules';

vi.mock('../../lib/sound', () => ({ playCue: vi.fn() }));

// Only timers and Date are faked: React's scheduler must keep running. Clicks use fireEvent,
// since user-event waits on timers of its own.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.mocked(playCue).mockClear();
});
afterEach(() => vi.useRealTimers());

const clock = () => ({ now: () => Date.now(), random: seededRandom(3) });
const content = { type: 'color_sorting' as const, colors: ['red', 'blue', 'pink'] };
const RIGHT = 'Muito bem! Cor correta!';
const WRONG = 'Ops! Essa não é a cor certa. Tente novamente!';

const objectsGroup = () => screen.getByRole('group', { name: 'Objetos para separar' });
const objectButton = (label: string) => within(objectsGroup()).getByRole('button', { name: new RegExp(`^${label}`) });
const basketButton = (color: ColorKey) => screen.getByRole('button', { name: `Cesto ${COLOR_LABELS[color]}` });
const colorOf = (label: string) =>
  (Object.keys(COLOR_OBJECTS) as ColorKey[]).find((c) =>
    COLOR_OBJECTS[c].some((k: keyof typeof OBJECT_LABELS) => OBJECT_LABELS[k] === label),
  )!;
const objectLabels = () =>
  within(objectsGroup())
    .getAllByRole('button')
    .map((b) => Object.values(OBJECT_LABELS).find((l) => b.textContent?.startsWith(l))!);

function withSettings(ui: ReactElement, overrides: Partial<typeof DEFAULT_SENSORY_SETTINGS> = {}) {
  return <SensoryFrame settings={{ ...DEFAULT_SENSORY_SETTINGS, ...overrides }}>{ui}</SensoryFrame>;
}

describe('ColorGame', () => {
  it('a wrong basket, then every object in its basket; reported 2 s after the last with first-try placements', async () => {
    const onComplete = vi.fn();
    render(<ColorGame content={content} title="Cores" onComplete={onComplete} clock={clock()} />);
    // Only the known colours, two objects each.
    expect(screen.getAllByRole('button', { name: /^Cesto / })).toHaveLength(2);
    expect(objectLabels()).toHaveLength(4);

    const first = objectLabels()[0]!;
    fireEvent.click(objectButton(first));
    expect(objectButton(first)).toHaveAttribute('aria-pressed', 'true');
    expect(within(objectButton(first)).getByText('Escolhido')).toBeInTheDocument();
    fireEvent.click(basketButton(colorOf(first) === 'red' ? 'blue' : 'red'));
    expect(screen.getByRole('status')).toHaveTextContent(WRONG);
    expect(playCue).toHaveBeenLastCalledWith('try_again', true);
    // The feedback clears after 1.5 s and the object is still chosen.
    await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_MS - 100));
    expect(screen.getByRole('status')).toHaveTextContent(WRONG);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(objectButton(first)).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(basketButton(colorOf(first)));
    expect(screen.getByRole('status')).toHaveTextContent(RIGHT);
    expect(playCue).toHaveBeenLastCalledWith('correct', true);
    expect(
      within(screen.getByRole('list', { name: `Dentro do cesto ${COLOR_LABELS[colorOf(first)]}` })).getByText(first),
    ).toBeInTheDocument();

    for (const label of objectLabels()) {
      fireEvent.click(objectButton(label));
      fireEvent.click(basketButton(colorOf(label)));
    }
    expect(screen.getByText('4 de 4 objetos nos cestos')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Todos os objetos estão nos cestos!');
    // Locked while the completion is pending.
    for (const b of screen.getAllByRole('button', { name: /^Cesto / })) expect(b).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(COMPLETE_DELAY_MS - 1));
    expect(onComplete).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    // 3 of 4 objects went in right on their first try.
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith({ score: 75, minutes: 1 });
  });

  it('a second tap on the chosen object puts it back; a basket without a chosen object does nothing', () => {
    render(<ColorGame content={content} title="Cores" onComplete={vi.fn()} clock={clock()} />);
    const label = objectLabels()[0]!;
    fireEvent.click(basketButton('red'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    fireEvent.click(objectButton(label));
    fireEvent.click(objectButton(label));
    expect(objectButton(label)).toHaveAttribute('aria-pressed', 'false');
    expect(within(objectButton(label)).queryByText('Escolhido')).toBeNull();
  });

  it('never relies on colour alone: each basket has its name, shape and own pattern', () => {
    render(<ColorGame content={{ type: 'color_sorting' }} title="Cores" onComplete={vi.fn()} clock={clock()} />);
    const patterns = new Set<string>();
    for (const color of Object.keys(COLOR_LABELS) as ColorKey[]) {
      const basket = screen.getByTestId(`basket-${color}`);
      expect(basketButton(color)).toHaveTextContent(COLOR_LABELS[color]);
      patterns.add(basket.querySelector('[data-pattern]')!.getAttribute('data-pattern')!);
      expect(basket.querySelector('pattern')).not.toBeNull();
    }
    expect(patterns.size).toBe(6);
    expect(objectLabels()).toHaveLength(12);
  });

  it('honours reduced motion and the sound switch', () => {
    render(
      withSettings(<ColorGame content={content} title="Cores" onComplete={vi.fn()} clock={clock()} />, {
        reduced_motion: 'on',
        sound_effects: false,
      }),
    );
    const label = objectLabels()[0]!;
    fireEvent.click(objectButton(label));
    // The frame's reduced-motion root switches off every transition and zoom inside it (sensory-frame.css).
    expect(objectButton(label).closest('.game-reduced-motion')).not.toBeNull();
    fireEvent.click(basketButton(colorOf(label)));
    expect(screen.getByRole('status')).toHaveTextContent(RIGHT);
    // Sound off: no cue is played at all.
    expect(playCue).not.toHaveBeenCalled();
  });

  it("'Recomeçar' empties the baskets", () => {
    render(<ColorGame content={content} title="Cores" onComplete={vi.fn()} clock={clock()} />);
    const label = objectLabels()[0]!;
    fireEvent.click(objectButton(label));
    fireEvent.click(basketButton(colorOf(label)));
    expect(screen.getByText('1 de 4 objetos nos cestos')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Recomeçar' }));
    expect(screen.getByText('0 de 4 objetos nos cestos')).toBeInTheDocument();
    expect(objectLabels()).toHaveLength(4);
  });

  it('level 3: three objects per colour and the baskets in a drawn order, played to the end', async () => {
    const onComplete = vi.fn();
    const four = { type: 'color_sorting' as const, colors: ['red', 'blue', 'yellow', 'green'] };
    render(<ColorGame content={four} title="Cores" onComplete={onComplete} clock={clock()} level={3} />);
    expect(objectLabels()).toHaveLength(12);
    const third = (Object.keys(THIRD_OBJECTS) as ColorKey[]).filter((c) => four.colors.includes(c));
    for (const c of third) expect(objectLabels()).toContain(OBJECT_LABELS[THIRD_OBJECTS[c]]);
    const colourOf = (label: string) =>
      third.find(
        (c) => OBJECT_LABELS[THIRD_OBJECTS[c]] === label || COLOR_OBJECTS[c].some((k) => OBJECT_LABELS[k] === label),
      )!;
    for (const label of objectLabels()) {
      fireEvent.click(objectButton(label));
      fireEvent.click(basketButton(colourOf(label)));
    }
    expect(screen.getByText('12 de 12 objetos nos cestos')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(COMPLETE_DELAY_MS));
    expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: 1 });
  });

  it('level 1: one object per colour', () => {
    render(
      <ColorGame content={{ type: 'color_sorting' }} title="Cores" onComplete={vi.fn()} clock={clock()} level={1} />,
    );
    expect(objectLabels()).toHaveLength(6);
    expect(screen.getAllByRole('button', { name: /^Cesto / })).toHaveLength(6);
  });

  it('has no serious accessibility violations', async () => {
    vi.useRealTimers(); // axe schedules its own timers
    const { container } = render(<ColorGame content={content} title="Cores" onComplete={vi.fn()} clock={clock()} />);
    fireEvent.click(objectButton(objectLabels()[0]!));
    await expectNoSeriousA11yViolations(container);
  });
});
