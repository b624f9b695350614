import maca from 'openmoji/color/svg/1F34E.svg?url';
import morango from 'openmoji/color/svg/1F353.svg?url';
import peixe from 'openmoji/color/svg/1F41F.svg?url';
import camiseta from 'openmoji/color/svg/1F455.svg?url';
import banana from 'openmoji/color/svg/1F34C.svg?url';
import pintinho from 'openmoji/color/svg/1F424.svg?url';
import brocolis from 'openmoji/color/svg/1F966.svg?url';
import sapo from 'openmoji/color/svg/1F438.svg?url';
import uva from 'openmoji/color/svg/1F347.svg?url';
import berinjela from 'openmoji/color/svg/1F346.svg?url';
import cenoura from 'openmoji/color/svg/1F955.svg?url';
import bolaBasquete from 'openmoji/color/svg/1F3C0.svg?url';
import tomate from 'openmoji/color/svg/1F345.svg?url';
import baleia from 'openmoji/color/svg/1F433.svg?url';
import estrela from 'openmoji/color/svg/2B50.svg?url';
import tartaruga from 'openmoji/color/svg/1F422.svg?url';
import guardaChuva from 'openmoji/color/svg/2602.svg?url';
import tigre from 'openmoji/color/svg/1F42F.svg?url';
import type { ColorObjectKey } from './color-data';

/** OpenMoji objects (CC BY-SA 4.0, attribution on the about page), bundled so they look the same everywhere. */
export const OBJECT_ART: Record<ColorObjectKey, string> = {
  maca,
  morango,
  peixe,
  camiseta,
  banana,
  pintinho,
  brocolis,
  sapo,
  uva,
  berinjela,
  cenoura,
  bola_basquete: bolaBasquete,
  tomate,
  baleia,
  estrela,
  tartaruga,
  guarda_chuva: guardaChuva,
  tigre,
};
