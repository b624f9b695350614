import borboleta from 'openmoji/color/svg/1F98B.svg?url';
import joaninha from 'openmoji/color/svg/1F41E.svg?url';
import estrela from 'openmoji/color/svg/2B50.svg?url';

/**
 * The friendly targets (OpenMoji, CC BY-SA 4.0, attribution on the about page), in the order the
 * rules' `picture` index refers to; their names are in the locale file, same order.
 */
export const TARGET_ART = [borboleta, joaninha, estrela] as const;
