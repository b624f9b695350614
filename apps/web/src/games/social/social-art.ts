import colegaTriste from 'openmoji/color/svg/1F622.svg?url';
import fazerAmigo from 'openmoji/color/svg/1F392.svg?url';
import pedirAjuda from 'openmoji/color/svg/1F9C3.svg?url';
import esperarVez from 'openmoji/color/svg/1F6DD.svg?url';
import dividirBrinquedo from 'openmoji/color/svg/1F9F8.svg?url';
import type { ScenarioKey } from './social-data';

/**
 * One OpenMoji picture per situation (CC BY-SA 4.0, attribution on the about page), bundled. Each shows
 * the situation, never the answer: a raised hand for 'pedir ajuda' would give the best option away.
 */
export const SOCIAL_ART: Record<ScenarioKey, string> = {
  dividir_brinquedo: dividirBrinquedo,
  pedir_ajuda: pedirAjuda,
  fazer_amigo: fazerAmigo,
  esperar_vez: esperarVez,
  colega_triste: colegaTriste,
};
