import licao from 'openmoji/color/svg/270F.svg?url';
import quarto from 'openmoji/color/svg/1F9F8.svg?url';
import leitura from 'openmoji/color/svg/1F4D6.svg?url';
import type { TimeTask } from './rules';

/** OpenMoji pictures (CC BY-SA 4.0, attribution on the about page): pencil, teddy bear, open book. */
export const TASK_ART: Record<TimeTask, string> = {
  licao_de_casa: licao,
  arrumar_quarto: quarto,
  leitura,
};
