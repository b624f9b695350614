import cachorro from 'openmoji/color/svg/1F436.svg?url';
import gato from 'openmoji/color/svg/1F431.svg?url';
import sapo from 'openmoji/color/svg/1F438.svg?url';
import tartaruga from 'openmoji/color/svg/1F422.svg?url';
import borboleta from 'openmoji/color/svg/1F98B.svg?url';
import coelho from 'openmoji/color/svg/1F430.svg?url';
import maca from 'openmoji/color/svg/1F34E.svg?url';
import carro from 'openmoji/color/svg/1F697.svg?url';
import balao from 'openmoji/color/svg/1F388.svg?url';
import estrela from 'openmoji/color/svg/2B50.svg?url';
import peixe from 'openmoji/color/svg/1F41F.svg?url';
import flor from 'openmoji/color/svg/1F337.svg?url';
import type { MemoryPicture } from './memory-data';

/** OpenMoji pictures (CC BY-SA 4.0, attribution on the about page), bundled so they look the same everywhere. */
export const MEMORY_ART: Record<MemoryPicture, string> = {
  cachorro,
  gato,
  sapo,
  tartaruga,
  borboleta,
  coelho,
  maca,
  carro,
  balao,
  estrela,
  peixe,
  flor,
};
