import { DEFAULT_SENSORY_SETTINGS } from '@neurobridge/shared/domain/sensory';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playCue } from '../../lib/sound';
import { speak } from '../../lib/speech';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { SensoryFrame } from '../shared/sensory-frame';
import { seededRandom } from '../shared/random';
import { CATEGORY_ITEMS, CATEGORY_LABELS, ITEM_LABELS, type CategoryKey, type ItemKey } from './organization-data';
import { OrganizationGame } from './organization-game';
import { COMPLETE_DELAY_MS } from './rules';

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

const clock = () => ({ now: () => Date.now(), random: seededRandom(3) });
const content = { type: 'organization' as const, categories: ['frutas', 'naves', 'carros'] };
const INSTRUCTION = 'Toque em um objeto e depois na caixa onde ele deve ficar.';

const itemsGroup = () => within(screen.getByRole('group', { name: 'Objetos para guardar' }));
const itemKeys = () =>
  itemsGroup()
    .queryAllByRole('button')
    .map((b) => b.getAttribute('data-item') as ItemKey);
const itemButton = (key: ItemKey) => {
  const button = itemsGroup()
    .getAllByRole('button')
    .find((b) => b.getAttribute('data-item') === key)!;
  expect(button).toHaveAccessibleName(new RegExp(`${ITEM_LABELS[key]}$`));
  return button;
};
const boxButton = (box: CategoryKey) => screen.getByRole('button', { name: `Caixa ${CATEGORY_LABELS[box]}` });
const categoryOf = (key: ItemKey) =>
  (Object.keys(CATEGORY_ITEMS) as CategoryKey[]).find((c) => (CATEGORY_ITEMS[c] as readonly string[]).includes(key))!;
const spoken = () => vi.mocked(speak).mock.calls.map(([text]) => text);

function withSettings(ui: ReactElement, overrides: Partial<typeof DEFAULT_SENSORY_SETTINGS>) {
  return <SensoryFrame settings={{ ...DEFAULT_SENSORY_SETTINGS, ...overrides }}>{ui}</SensoryFrame>;
}

describe('OrganizationGame', () => {
  it('a wrong box, then every item in its box; reported 2 s after the last with the first-try share', async () => {
    const onComplete = vi.fn();
    render(<OrganizationGame content={content} title="Organizar" onComplete={onComplete} clock={clock()} />);
    // The known categories in the content's order, two items each.
    expect(
      within(screen.getByRole('group', { name: 'Caixas' }))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Caixa Frutas', 'Caixa Carros']);
    expect(itemKeys()).toHaveLength(4);
    expect(screen.getByText('0 de 4 objetos guardados')).toBeInTheDocument();

    const first = itemKeys()[0]!;
    const wrong: CategoryKey = categoryOf(first) === 'frutas' ? 'carros' : 'frutas';
    fireEvent.click(itemButton(first));
    expect(itemButton(first)).toHaveAttribute('aria-pressed', 'true');
    expect(within(itemButton(first)).getByText('Escolhido')).toBeInTheDocument();
    fireEvent.click(boxButton(wrong));
    expect(screen.getByRole('status')).toHaveTextContent(
      `Hmm, ${ITEM_LABELS[first]} não é de ${CATEGORY_LABELS[wrong]}. Tente outra caixa.`,
    );
    expect(playCue).toHaveBeenLastCalledWith('try_again', true);
    // The item stays chosen to try another box.
    expect(itemButton(first)).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(boxButton(categoryOf(first)));
    expect(screen.getByRole('status')).toHaveTextContent(
      `Isso! ${ITEM_LABELS[first]} vai em ${CATEGORY_LABELS[categoryOf(first)]}.`,
    );
    expect(playCue).toHaveBeenLastCalledWith('correct', true);
    const inside = within(screen.getByRole('list', { name: `Na caixa ${CATEGORY_LABELS[categoryOf(first)]}` }));
    expect(inside.getByRole('img', { name: ITEM_LABELS[first] })).toBeInTheDocument();
    expect(screen.getByText('1 de 4 objetos guardados')).toBeInTheDocument();

    for (const key of itemKeys()) {
      fireEvent.click(itemButton(key));
      fireEvent.click(boxButton(categoryOf(key)));
    }
    expect(screen.getByText('4 de 4 objetos guardados')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Tudo organizado!');
    expect(playCue).toHaveBeenLastCalledWith('complete', true);
    for (const b of within(screen.getByRole('group', { name: 'Caixas' })).getAllByRole('button'))
      expect(b).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(COMPLETE_DELAY_MS - 1));
    expect(onComplete).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    // 3 of 4 items went into their box on the first try.
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith({ score: 75, minutes: 1 });
    // The complete cue played once, not again when the result was reported.
    expect(vi.mocked(playCue).mock.calls.filter(([c]) => c === 'complete')).toHaveLength(1);
  });

  it('plays by keyboard: Enter on an item, then on its box', async () => {
    const onComplete = vi.fn();
    render(<OrganizationGame content={content} title="Organizar" onComplete={onComplete} clock={clock()} />);
    for (const key of itemKeys()) {
      const item = itemButton(key);
      item.focus();
      // A focused <button> turns Enter into a click.
      fireEvent.click(document.activeElement!);
      boxButton(categoryOf(key)).focus();
      fireEvent.click(document.activeElement!);
    }
    await act(() => vi.advanceTimersByTimeAsync(COMPLETE_DELAY_MS));
    expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: 1 });
  });

  it('the default four boxes with 8 items when no category is valid; a second tap puts the item back', () => {
    render(
      <OrganizationGame
        content={{ type: 'organization', categories: ['naves'] }}
        title="Organizar"
        onComplete={vi.fn()}
        clock={clock()}
      />,
    );
    for (const box of ['carros', 'bonecas', 'livros', 'jogos'] as const) expect(boxButton(box)).toBeInTheDocument();
    expect(itemKeys()).toHaveLength(8);
    fireEvent.click(boxButton('carros'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    const key = itemKeys()[0]!;
    fireEvent.click(itemButton(key));
    fireEvent.click(itemButton(key));
    expect(itemButton(key)).toHaveAttribute('aria-pressed', 'false');
    expect(within(itemButton(key)).queryByText('Escolhido')).toBeNull();
  });

  it('speech: says the instruction, the chosen item and each message', () => {
    render(
      withSettings(<OrganizationGame content={content} title="Organizar" onComplete={vi.fn()} clock={clock()} />, {}),
    );
    const key = itemKeys()[0]!;
    fireEvent.click(itemButton(key));
    fireEvent.click(boxButton(categoryOf(key)));
    expect(spoken()).toEqual([
      INSTRUCTION,
      ITEM_LABELS[key],
      `Isso! ${ITEM_LABELS[key]} vai em ${CATEGORY_LABELS[categoryOf(key)]}.`,
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Ouvir de novo' }));
    expect(spoken().at(-1)).toBe(INSTRUCTION);
  });

  it('speech and sound off: nothing is said or played, and no listen button', () => {
    render(
      withSettings(<OrganizationGame content={content} title="Organizar" onComplete={vi.fn()} clock={clock()} />, {
        speech: false,
        sound_effects: false,
      }),
    );
    const key = itemKeys()[0]!;
    fireEvent.click(itemButton(key));
    fireEvent.click(boxButton(categoryOf(key) === 'frutas' ? 'carros' : 'frutas'));
    expect(speak).not.toHaveBeenCalled();
    expect(playCue).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Ouvir de novo' })).not.toBeInTheDocument();
  });

  it('shows the instruction large when no voice can say it', () => {
    vi.mocked(speak).mockReturnValue(false);
    render(<OrganizationGame content={content} title="Organizar" onComplete={vi.fn()} clock={clock()} />);
    expect(screen.getByText(INSTRUCTION)).toHaveClass('text-2xl');
  });

  it("'Recomeçar' empties the boxes and cancels the report", async () => {
    const onComplete = vi.fn();
    render(<OrganizationGame content={content} title="Organizar" onComplete={onComplete} clock={clock()} />);
    for (const key of itemKeys()) {
      fireEvent.click(itemButton(key));
      fireEvent.click(boxButton(categoryOf(key)));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Recomeçar' }));
    expect(screen.getByText('0 de 4 objetos guardados')).toBeInTheDocument();
    expect(itemKeys()).toHaveLength(4);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await act(() => vi.advanceTimersByTimeAsync(COMPLETE_DELAY_MS * 2));
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('has no serious accessibility violations', async () => {
    vi.useRealTimers(); // axe schedules its own timers
    const { container } = render(
      <OrganizationGame content={content} title="Organizar" onComplete={vi.fn()} clock={clock()} />,
    );
    const key = itemKeys()[0]!;
    fireEvent.click(itemButton(key));
    await expectNoSeriousA11yViolations(container);
    fireEvent.click(boxButton(categoryOf(key)));
    await expectNoSeriousA11yViolations(container);
  });

  it('level 3: three items of each box, each box counting to three; played to the end', async () => {
    const onComplete = vi.fn();
    render(
      <OrganizationGame
        content={{ type: 'organization' }}
        title="Arrumar"
        onComplete={onComplete}
        clock={clock()}
        level={3}
      />,
    );
    expect(itemKeys()).toHaveLength(12);
    expect(within(screen.getByTestId('box-carros')).getByText('0 de 3')).toBeInTheDocument();
    for (const key of itemKeys()) {
      fireEvent.click(itemButton(key));
      fireEvent.click(boxButton(categoryOf(key)));
    }
    expect(within(screen.getByTestId('box-carros')).getByText('3 de 3')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(COMPLETE_DELAY_MS));
    expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: 1 });
  });

  it('level 1: one item of each box', () => {
    render(
      <OrganizationGame
        content={{ type: 'organization' }}
        title="Arrumar"
        onComplete={vi.fn()}
        clock={clock()}
        level={1}
      />,
    );
    expect(itemKeys()).toHaveLength(4);
    expect(within(screen.getByTestId('box-livros')).getByText('0 de 1')).toBeInTheDocument();
  });
});
