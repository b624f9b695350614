import agua from 'openmoji/color/svg/1F6B0.svg?url';
import comida from 'openmoji/color/svg/1F37D.svg?url';
import banheiro from 'openmoji/color/svg/1F6BD.svg?url';
import ajuda from 'openmoji/color/svg/1F64B.svg?url';
import feliz from 'openmoji/color/svg/1F600.svg?url';
import obrigado from 'openmoji/color/svg/1F64F.svg?url';
import triste from 'openmoji/color/svg/1F622.svg?url';
import brincar from 'openmoji/color/svg/1F9F8.svg?url';
import dormir from 'openmoji/color/svg/1F634.svg?url';
import dor from 'openmoji/color/svg/1F915.svg?url';
import mais from 'openmoji/color/svg/2795.svg?url';
import parar from 'openmoji/color/svg/270B.svg?url';
import type { SymbolKey } from './symbol-data';

/** OpenMoji pictograms (CC BY-SA 4.0, attribution on the about page), bundled so they look the same everywhere. */
export const SYMBOL_ART: Record<SymbolKey, string> = {
  agua,
  comida,
  banheiro,
  ajuda,
  feliz,
  obrigado,
  triste,
  brincar,
  dormir,
  dor,
  mais,
  parar,
};
