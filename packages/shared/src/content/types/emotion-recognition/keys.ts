/** The emotion game's known keys (docs/product.md#known-keys). */
export const BASIC_EMOTIONS = ['happy', 'sad', 'angry', 'worried', 'excited', 'surprised'] as const;
/** The self-recognition set uses calm instead of surprised. */
export const SELF_EMOTIONS = ['happy', 'sad', 'angry', 'worried', 'excited', 'calm'] as const;
export const EMOTION_KEYS = [...BASIC_EMOTIONS, 'calm'] as const;
export type EmotionKey = (typeof EMOTION_KEYS)[number];

/** The emotion game's modes: `self_recognition`, or the basic set (`basic`; the spec's default says `easy`). */
export const EMOTION_DIFFICULTIES = ['basic', 'easy', 'self_recognition'] as const;
