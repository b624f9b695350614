import type { Activity } from '@neurobridge/shared/api/activities';
import { CATEGORY_DEFAULT_CONTENT } from '@neurobridge/shared/content/defaults';
import { BREATHING_EXERCISES } from '@neurobridge/shared/content/types/breathing-exercise/keys';
import { FOCUS_TASKS } from '@neurobridge/shared/content/types/focus-exercise/keys';
import { STORY_KEYS } from '@neurobridge/shared/content/types/story-sequence/keys';
import { TIME_TASKS } from '@neurobridge/shared/content/types/time-management/keys';
import type { ActivityContent } from '@neurobridge/shared/content/schemas';
import type { SensorySettings } from '@neurobridge/shared/domain/sensory';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findGame, GAMES } from '../../../games/registry';
import { playCue } from '../../../lib/sound';
import { speak } from '../../../lib/speech';
import { gameMessages } from '../../../locales/pt-BR/games/shared';
import { sampleActivity } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { ActivityPlayer } from './activity-player';

vi.mock('../../../lib/sound', () => ({ playCue: vi.fn() }));
vi.mock('../../../lib/speech', () => ({ speak: vi.fn(() => true), stopSpeaking: vi.fn(), portugueseVoices: () => [] }));

/**
 * Every registered game, under every sensory setting, through the real player and its frame
 * (docs/product.md#sensory-settings). It iterates the registry, so a new game is checked without
 * touching this file.
 */

const ALL_OFF: SensorySettings = {
  sound_effects: false,
  speech: false,
  voice_uri: null,
  speech_rate: 0.8,
  reduced_motion: 'off',
  calm_palette: false,
  large_text: false,
};
const CASES: [name: string, on: Partial<SensorySettings>][] = [
  ['everything off', {}],
  ['sound effects', { sound_effects: true }],
  ['speech, with a chosen voice and rate', { speech: true, voice_uri: 'voz-teste', speech_rate: 1.1 }],
  ['reduced motion', { reduced_motion: 'on' }],
  ['calm palette', { calm_palette: true }],
  ['larger text', { large_text: true }],
];

/** Contents of each variant a game may play (one per `focus_exercise` task, and so on). */
const VARIANTS: ActivityContent[] = [
  ...FOCUS_TASKS.map((task) => ({ type: 'focus_exercise' as const, task })),
  ...BREATHING_EXERCISES.map((exercise) => ({ type: 'breathing_exercise' as const, exercise })),
  ...STORY_KEYS.map((story) => ({ type: 'story_sequence' as const, story })),
  ...TIME_TASKS.map((task) => ({ type: 'time_management' as const, task })),
];

/** The game's category default (defaults.ts), else the bare content of its type, else a variant. */
function sampleContent(id: string): ActivityContent {
  const entry = GAMES.games.find((g) => g.id === id)!.entry;
  const candidates = [...Object.values(CATEGORY_DEFAULT_CONTENT), { type: entry.type } as ActivityContent, ...VARIANTS];
  const content = candidates.find((c) => findGame(c)?.id === id);
  if (!content) throw new Error(`No sample content reaches game '${id}': add one to VARIANTS above`);
  return content;
}

const restartNames = new Set<string>([gameMessages.restart, gameMessages.tryAgain]);

/** Plays like a child tapping everything in turn, letting feedback times pass, until the card shows. */
async function playToTheEnd(title: string) {
  for (let round = 0; round < 40 && !screen.queryByTestId('completion-card'); round++) {
    const game = screen.queryByRole('region', { name: title });
    const buttons = game ? within(game).queryAllByRole('button') : [];
    for (const button of buttons) {
      if (button.isConnected && !(button as HTMLButtonElement).disabled && !restartNames.has(button.textContent ?? ''))
        fireEvent.click(button);
    }
    await act(() => vi.advanceTimersByTimeAsync(3_500));
  }
}

afterEach(() => vi.useRealTimers());
beforeEach(() => vi.clearAllMocks());

describe.each(GAMES.games.map((g) => g.id))('game %s under the sensory settings', (id) => {
  it.each(CASES)(
    '%s',
    async (_name, on) => {
      const settings = { ...ALL_OFF, ...on };
      const title = `Jogo ${id}`;
      const activity = sampleActivity({ title, content: JSON.stringify(sampleContent(id)) }) as Activity;
      renderWithProviders(
        <ActivityPlayer activity={activity} settings={settings} onExit={vi.fn()} onContinue={vi.fn()} />,
      );
      // The game chunk loads with real timers; then the clock is faked to play through the waits.
      const game = await screen.findByRole('region', { name: title });
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });

      const root = screen.getByTestId('game-root');
      expect(root).toContainElement(game);
      expect(root.classList.contains('game-calm')).toBe(settings.calm_palette);
      expect(root.classList.contains('game-large-text')).toBe(settings.large_text);
      expect(root.classList.contains('game-reduced-motion')).toBe(settings.reduced_motion === 'on');
      if (!settings.speech) expect(within(game).queryAllByRole('button', { name: /^Ouvir/ })).toEqual([]);
      // No answer button starts focused: a focus ring would look like an answer already chosen.
      expect(within(game).queryAllByRole('button')).not.toContain(document.activeElement);
      // No name on a card, basket or box is ever cut ('Camis…', issue 27): GameLabel wraps or
      // shrinks it instead (the browser test e2e/games-fit.spec.ts measures it too).
      expect(game.querySelectorAll('.truncate, .text-ellipsis, [class*="line-clamp"]')).toHaveLength(0);

      await playToTheEnd(title);

      // The completion card is inside the same root, so it carries the same palette, text and motion.
      const card = screen.getByTestId('completion-card');
      expect(root).toContainElement(card);
      expect(within(card).getByRole('heading', { level: 2 })).toHaveFocus();

      if (settings.speech) {
        expect(speak).toHaveBeenCalled();
        for (const [, options] of vi.mocked(speak).mock.calls)
          expect(options).toEqual({ rate: 1.1, voiceURI: 'voz-teste', volume: 0.8 });
      } else {
        expect(speak).not.toHaveBeenCalled();
      }
      if (settings.sound_effects) expect(playCue).toHaveBeenCalled();
      else expect(playCue).not.toHaveBeenCalled();
    },
    20_000,
  );
});
