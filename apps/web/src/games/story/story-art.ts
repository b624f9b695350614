import acordar from 'openmoji/color/svg/23F0.svg?url';
import mochila from 'openmoji/color/svg/1F392.svg?url';
import irEscola from 'openmoji/color/svg/1F3EB.svg?url';
import aula from 'openmoji/color/svg/1F9D1-200D-1F3EB.svg?url';
import semente from 'openmoji/color/svg/1FAD8.svg?url';
import regar from 'openmoji/color/svg/1F4A7.svg?url';
import broto from 'openmoji/color/svg/1F331.svg?url';
import flor from 'openmoji/color/svg/1F33B.svg?url';
import baloes from 'openmoji/color/svg/1F388.svg?url';
import presentes from 'openmoji/color/svg/1F381.svg?url';
import velas from 'openmoji/color/svg/1F382.svg?url';
import bolo from 'openmoji/color/svg/1F370.svg?url';
// Level 3's six-scene stories add these.
import escovar from 'openmoji/color/svg/1FAA5.svg?url';
import voltar from 'openmoji/color/svg/1F3E0.svg?url';
import sol from 'openmoji/color/svg/2600.svg?url';
import abelha from 'openmoji/color/svg/1F41D.svg?url';
import convites from 'openmoji/color/svg/2709.svg?url';
import tchau from 'openmoji/color/svg/1F44B.svg?url';
import type { SceneKey } from './story-data';

/** OpenMoji pictures (CC BY-SA 4.0, attribution on the about page), bundled so they look the same everywhere. */
export const SCENE_ART: Record<SceneKey, string> = {
  // alarm clock, toothbrush, backpack, school, teacher, house
  acordar,
  escovar,
  mochila,
  ir_escola: irEscola,
  aula,
  voltar,
  // beans (the seed), droplet, sun, seedling, sunflower, bee
  semente,
  regar,
  sol,
  broto,
  flor,
  abelha,
  // envelope, balloon, gift, birthday cake with candles, slice of cake, waving hand
  convites,
  baloes,
  presentes,
  velas,
  bolo,
  tchau,
};
