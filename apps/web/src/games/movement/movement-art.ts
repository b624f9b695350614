import bracosAoCeu from 'openmoji/color/svg/1F64C.svg?url';
import sapo from 'openmoji/color/svg/1F438.svg?url';
import marchar from 'openmoji/color/svg/1F6B6.svg?url';
import bracos from 'openmoji/color/svg/1F4AA.svg?url';
import pes from 'openmoji/color/svg/1F9B6.svg?url';
import type { MoveKey } from './movement-data';

/** OpenMoji pictures (CC BY-SA 4.0, attribution on the about page), bundled so they look the same everywhere. */
export const MOVE_ART: Record<MoveKey, string> = {
  stretch_up: bracosAoCeu,
  frog_jump: sapo,
  march: marchar,
  arm_circles: bracos,
  touch_toes: pes,
};
