import maca from 'openmoji/color/svg/1F34E.svg?url';
import flor from 'openmoji/color/svg/1F33C.svg?url';
import dado from 'openmoji/color/svg/1F3B2.svg?url';
import ilha from 'openmoji/color/svg/1F3DD.svg?url';
import casa from 'openmoji/color/svg/1F3E0.svg?url';
import gato from 'openmoji/color/svg/1F408.svg?url';
import jacare from 'openmoji/color/svg/1F40A.svg?url';
import abelha from 'openmoji/color/svg/1F41D.svg?url';
import navio from 'openmoji/color/svg/1F6A2.svg?url';
import ovo from 'openmoji/color/svg/1F95A.svg?url';
import kiwi from 'openmoji/color/svg/1F95D.svg?url';
import leao from 'openmoji/color/svg/1F981.svg?url';
import pato from 'openmoji/color/svg/1F986.svg?url';
import hipopotamo from 'openmoji/color/svg/1F99B.svg?url';
import bola from 'openmoji/color/svg/26BD.svg?url';
import estrela from 'openmoji/color/svg/2B50.svg?url';
import type { LetterKey } from './letter-data';

/** OpenMoji pictures of each letter's word (CC BY-SA 4.0, attribution on the about page), bundled. */
export const LETTER_ART: Record<LetterKey, string> = {
  A: abelha,
  B: bola,
  C: casa,
  D: dado,
  E: estrela,
  F: flor,
  G: gato,
  H: hipopotamo,
  I: ilha,
  J: jacare,
  K: kiwi,
  L: leao,
  M: maca,
  N: navio,
  O: ovo,
  P: pato,
};
