import type { ActivityContent } from './schemas';

/**
 * The default content per category, used when an activity's content cannot be parsed or has
 * the wrong structure (docs/product.md#default-content). Covers the six catalogue categories
 * and the admin form's three extra ones (docs/product.md#default-content).
 */
export const CATEGORY_DEFAULT_CONTENT: Record<string, ActivityContent> = {
  social_skills: { type: 'emotion_recognition', difficulty: 'basic' },
  communication: { type: 'symbol_communication' },
  math: { type: 'visual_math' },
  language: { type: 'letter_matching' },
  focus: { type: 'focus_exercise', task: 'memory' },
  routine: { type: 'sequence' },
  emotional_regulation: { type: 'breathing_exercise', exercise: 'basic' },
  motor_skills: { type: 'movement_break' },
  sensory: { type: 'breathing_exercise', exercise: 'calming' },
};
