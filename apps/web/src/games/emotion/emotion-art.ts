import type { EmotionKey } from '@neurobridge/shared/content/types/emotion-recognition/keys';
import angry from 'openmoji/color/svg/1F620.svg?url';
import happy from 'openmoji/color/svg/1F600.svg?url';
import worried from 'openmoji/color/svg/1F61F.svg?url';
import calm from 'openmoji/color/svg/1F60C.svg?url';
import surprised from 'openmoji/color/svg/1F62E.svg?url';
import sad from 'openmoji/color/svg/1F622.svg?url';
import excited from 'openmoji/color/svg/1F929.svg?url';

/** OpenMoji faces (CC BY-SA 4.0, attribution on the about page), bundled so they look the same everywhere. */
export const EMOTION_ART: Record<EmotionKey, string> = { happy, sad, angry, worried, excited, surprised, calm };
