import apple from 'openmoji/color/svg/1F34E.svg?url';
import flower from 'openmoji/color/svg/1F33C.svg?url';
import strawberry from 'openmoji/color/svg/1F353.svg?url';
import balloon from 'openmoji/color/svg/1F388.svg?url';
import fish from 'openmoji/color/svg/1F41F.svg?url';
import car from 'openmoji/color/svg/1F697.svg?url';
import duck from 'openmoji/color/svg/1F986.svg?url';
import butterfly from 'openmoji/color/svg/1F98B.svg?url';
import ball from 'openmoji/color/svg/26BD.svg?url';
import star from 'openmoji/color/svg/2B50.svg?url';
import type { CountingObjectKey } from './counting-data';

/** OpenMoji objects (CC BY-SA 4.0, attribution on the about page), bundled so they look the same everywhere. */
export const COUNTING_ART: Record<CountingObjectKey, string> = {
  apple,
  star,
  ball,
  balloon,
  fish,
  flower,
  car,
  duck,
  butterfly,
  strawberry,
};
