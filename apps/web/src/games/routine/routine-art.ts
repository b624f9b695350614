import alarmClock from 'openmoji/color/svg/23F0.svg?url';
import house from 'openmoji/color/svg/1F3E0.svg?url';
import school from 'openmoji/color/svg/1F3EB.svg?url';
import apple from 'openmoji/color/svg/1F34E.svg?url';
import plate from 'openmoji/color/svg/1F37D.svg?url';
import potOfFood from 'openmoji/color/svg/1F372.svg?url';
import backpack from 'openmoji/color/svg/1F392.svg?url';
import tShirt from 'openmoji/color/svg/1F455.svg?url';
import book from 'openmoji/color/svg/1F4D6.svg?url';
import moon from 'openmoji/color/svg/1F319.svg?url';
import couch from 'openmoji/color/svg/1F6CB.svg?url';
import personInBed from 'openmoji/color/svg/1F6CC.svg?url';
import toilet from 'openmoji/color/svg/1F6BD.svg?url';
import shower from 'openmoji/color/svg/1F6BF.svg?url';
import bowl from 'openmoji/color/svg/1F963.svg?url';
import sandwich from 'openmoji/color/svg/1F96A.svg?url';
import teacher from 'openmoji/color/svg/1F9D1-200D-1F3EB.svg?url';
import teddyBear from 'openmoji/color/svg/1F9F8.svg?url';
import basket from 'openmoji/color/svg/1F9FA.svg?url';
import toothbrush from 'openmoji/color/svg/1FAA5.svg?url';
import pencil from 'openmoji/color/svg/270F.svg?url';
import type { StepKey } from './routine-data';

/** OpenMoji pictograms (CC BY-SA 4.0, attribution on the about page), bundled so they look the same everywhere. */
export const STEP_ART: Record<StepKey, string> = {
  acordar: alarmClock,
  usar_banheiro: toilet,
  se_vestir: tShirt,
  tomar_cafe: bowl,
  escovar_dentes: toothbrush,
  arrumar_mochila: backpack,
  ir_escola: school,
  assistir_aula: teacher,
  lanchar_recreio: apple,
  voltar_casa: house,
  almocar: plate,
  descansar: couch,
  fazer_licao: pencil,
  lanche_tarde: sandwich,
  brincar: teddyBear,
  guardar_brinquedos: basket,
  tomar_banho: shower,
  jantar: potOfFood,
  // No pyjama emoji exists; the moon says "getting ready for the night".
  vestir_pijama: moon,
  escovar_dentes_noite: toothbrush,
  ouvir_historia: book,
  dormir: personInBed,
};
