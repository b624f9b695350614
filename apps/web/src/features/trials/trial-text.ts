import type { PromptLevel, TrialResult } from '@neurobridge/shared/domain/goals';
import { fmt } from '../../locales/pt-BR/messages';
import { trialsMessages as m } from './messages';

/** The mark of a response on a trial's chip ('1 ✓ Ind.'); the chip's full words are read aloud. */
export const RESULT_MARKS: Record<TrialResult, string> = {
  correct: '✓',
  prompted: '±',
  incorrect: '✗',
  no_response: '–',
};

/** A prompt level, short, for the chips. */
export const PROMPT_SHORT: Record<PromptLevel, string> = {
  independent: 'Ind.',
  gestural: 'Gest.',
  verbal: 'Verb.',
  model: 'Mod.',
  partial_physical: 'F. parc.',
  full_physical: 'F. total',
};

/** A percentage of `trialSummary`, or '—' before the first trial. */
export function percentText(value: number | null): string {
  return value === null ? m.recorder.none : fmt(m.agreement.percent, { n: value });
}
