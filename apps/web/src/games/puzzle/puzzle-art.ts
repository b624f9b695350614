import sol from 'openmoji/color/svg/2600.svg?url';
import nuvem from 'openmoji/color/svg/2601.svg?url';
import passaro from 'openmoji/color/svg/1F426.svg?url';
import arvore from 'openmoji/color/svg/1F333.svg?url';
import casa from 'openmoji/color/svg/1F3E0.svg?url';
import arcoIris from 'openmoji/color/svg/1F308.svg?url';
import cachorro from 'openmoji/color/svg/1F415.svg?url';
import girassol from 'openmoji/color/svg/1F33B.svg?url';
import gato from 'openmoji/color/svg/1F408.svg?url';
import veleiro from 'openmoji/color/svg/26F5.svg?url';
import baleia from 'openmoji/color/svg/1F433.svg?url';
import peixe from 'openmoji/color/svg/1F420.svg?url';
import coqueiro from 'openmoji/color/svg/1F334.svg?url';
import guardaSol from 'openmoji/color/svg/26F1.svg?url';
import caranguejo from 'openmoji/color/svg/1F980.svg?url';
import lua from 'openmoji/color/svg/1F319.svg?url';
import estrela from 'openmoji/color/svg/2B50.svg?url';
import planeta from 'openmoji/color/svg/1FA90.svg?url';
import cometa from 'openmoji/color/svg/2604.svg?url';
import foguete from 'openmoji/color/svg/1F680.svg?url';
import discoVoador from 'openmoji/color/svg/1F6F8.svg?url';
import terra from 'openmoji/color/svg/1F30D.svg?url';
import alienigena from 'openmoji/color/svg/1F47D.svg?url';
import satelite from 'openmoji/color/svg/1F6F0.svg?url';
import type { SceneKey } from './puzzle-data';

/** A band of colour across the picture (sky, sea, grass…), in the scene's 300 × 300 units. */
export interface Band {
  y: number;
  height: number;
  fill: string;
}

/** A picture placed in the scene, in 300 × 300 units. */
export interface Item {
  art: string;
  x: number;
  y: number;
  size: number;
}

export interface SceneArt {
  bands: Band[];
  /** Nine items, one per piece (row by row), so every piece shows something of its own. */
  items: Item[];
}

/** Places nine pictures one per cell of the 3 × 3 grid, each nudged so the pieces differ in shape. */
function grid(arts: string[], nudges: [dx: number, dy: number, size: number][]): Item[] {
  return arts.map((art, i) => {
    const [dx, dy, size] = nudges[i]!;
    return { art, x: (i % 3) * 100 + dx, y: Math.floor(i / 3) * 100 + dy, size };
  });
}

const NUDGES: [number, number, number][] = [
  [12, 8, 80],
  [16, 14, 76],
  [14, 18, 74],
  [4, 8, 92],
  [6, 6, 92],
  [12, 14, 80],
  [10, 14, 80],
  [12, 8, 84],
  [14, 14, 78],
];

/**
 * The scenes the puzzle cuts up, composed of OpenMoji pictures (CC BY-SA 4.0, attribution on the
 * about page) over calm bands of colour; names of the pictures are in the locale, same order.
 */
export const SCENE_ART: Record<SceneKey, SceneArt> = {
  parque: {
    bands: [
      { y: 0, height: 175, fill: '#d7ecfb' },
      { y: 175, height: 125, fill: '#b9e0a0' },
    ],
    items: grid([sol, nuvem, passaro, arvore, casa, arcoIris, cachorro, girassol, gato], NUDGES),
  },
  praia: {
    bands: [
      { y: 0, height: 120, fill: '#dff2fb' },
      { y: 120, height: 95, fill: '#8fcdef' },
      { y: 215, height: 85, fill: '#f6e3ae' },
    ],
    items: grid([sol, passaro, nuvem, veleiro, baleia, peixe, coqueiro, guardaSol, caranguejo], NUDGES),
  },
  espaco: {
    bands: [
      { y: 0, height: 240, fill: '#2b3a5c' },
      { y: 240, height: 60, fill: '#9aa1b4' },
    ],
    items: grid([lua, estrela, planeta, cometa, foguete, discoVoador, terra, alienigena, satelite], NUDGES),
  },
};
