import type { EmotionKey } from '@neurobridge/shared/content/types/emotion-recognition/keys';
import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { START_LEVEL, type GameLevel } from '@neurobridge/shared/domain/game-levels';
import { useMemo } from 'react';
import { emotionMessages } from '../../locales/pt-BR/games/emotion';
import { fmt } from '../../locales/pt-BR/messages';
import type { GameProps } from '../shared/game-types';
import { ListenButton } from '../shared/listen-button';
import { QuizShell } from '../shared/quiz-shell';
import type { GameClock } from '../shared/use-game';
import { EMOTION_ART } from './emotion-art';
import { EMOTION_LABELS } from './emotion-data';
import { emotionQuiz, setupFromContent, type EmotionSetup } from './rules';

type Props = GameProps<ContentOf<'emotion_recognition'>> & { clock?: GameClock };

export function EmotionGame({ content, title, onComplete, clock, level = START_LEVEL }: Props) {
  // docs/product.md#emotion-game: the basic set plays the child's level; self-recognition has none.
  const setup = useMemo(() => setupFromContent(content, level), [content, level]);
  const t = emotionMessages;
  if (!setup.ok) {
    return (
      <div role="alert" className="rounded-2xl bg-amber-50 p-6 text-center">
        <h2 className="text-2xl font-bold">{t.invalidTitle}</h2>
        <p className="mt-2">{t.invalidText}</p>
      </div>
    );
  }
  return <EmotionPlay setup={setup} title={title} onComplete={onComplete} clock={clock} level={level} />;
}

function EmotionPlay({
  setup,
  title,
  onComplete,
  clock,
  level,
}: { setup: Extract<EmotionSetup, { ok: true }>; level: GameLevel } & Omit<Props, 'content' | 'level'>) {
  const t = emotionMessages;
  const quiz = useMemo(() => emotionQuiz(setup, level), [setup, level]);
  const self = setup.set === 'self_recognition';
  const prompt = self ? t.promptSelf : t.promptBasic;
  // docs/product.md#emotion-game: how the child would feel is never wrong; the pick is reflected back warmly.
  const reflection = (picked: EmotionKey) =>
    fmt(t.reflection, { emotion: EMOTION_LABELS[picked].toLocaleLowerCase('pt-BR') });

  return (
    <QuizShell
      quiz={quiz}
      title={title}
      tips={self ? t.tipsSelf : t.tips}
      onComplete={onComplete}
      clock={clock}
      reading={(question) => `${question.scenario} ${prompt}`}
      feedbackReading={self ? (_question, _right, picked) => reflection(picked) : undefined}
      openMark={self ? t.ownChoice : undefined}
      optionsLabel={() => prompt}
      renderPrompt={(question, { large, listen }) => (
        // Compact on a phone, so the situation and all four answers fit one screen.
        <div className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5">
          <p
            className={`${large ? 'text-3xl' : 'text-xl sm:text-2xl'} font-semibold leading-snug`}
            data-testid="emotion-scenario"
          >
            {question.scenario}
          </p>
          <p className="mt-2 text-lg sm:mt-3 sm:text-xl">{prompt}</p>
          <ListenButton onListen={listen} className="mt-1 sm:mt-3" />
        </div>
      )}
      renderOption={(option) => (
        <>
          <img src={EMOTION_ART[option]} alt="" className="size-12 sm:size-16" />
          <span>{EMOTION_LABELS[option]}</span>
        </>
      )}
      renderFeedback={(question, right, picked) =>
        self ? (
          <p>{reflection(picked)}</p>
        ) : (
          <>
            <p>{right ? t.right : t.almost}</p>
            {!right && <p className="text-lg">{fmt(t.correctIs, { label: EMOTION_LABELS[question.answer] })}</p>}
          </>
        )
      }
    />
  );
}
