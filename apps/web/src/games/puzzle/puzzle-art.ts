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
// Level 3's 4 × 4 pictures add these.
import pipa from 'openmoji/color/svg/1FA81.svg?url';
import balao from 'openmoji/color/svg/1F388.svg?url';
import borboleta from 'openmoji/color/svg/1F98B.svg?url';
import abelha from 'openmoji/color/svg/1F41D.svg?url';
import tulipa from 'openmoji/color/svg/1F337.svg?url';
import coelho from 'openmoji/color/svg/1F407.svg?url';
import joaninha from 'openmoji/color/svg/1F41E.svg?url';
import aviao from 'openmoji/color/svg/2708.svg?url';
import lancha from 'openmoji/color/svg/1F6A4.svg?url';
import golfinho from 'openmoji/color/svg/1F42C.svg?url';
import polvo from 'openmoji/color/svg/1F419.svg?url';
import tartaruga from 'openmoji/color/svg/1F422.svg?url';
import baiacu from 'openmoji/color/svg/1F421.svg?url';
import concha from 'openmoji/color/svg/1F41A.svg?url';
import estrelaCadente from 'openmoji/color/svg/1F320.svg?url';
import estrelaBrilhante from 'openmoji/color/svg/1F31F.svg?url';
import astronauta from 'openmoji/color/svg/1F9D1-200D-1F680.svg?url';
import telescopio from 'openmoji/color/svg/1F52D.svg?url';
import robo from 'openmoji/color/svg/1F916.svg?url';
import rocha from 'openmoji/color/svg/1FAA8.svg?url';
import type { PuzzleGrid, SceneKey } from './puzzle-data';

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
  /**
   * For each cut (2 × 2, 3 × 3, 4 × 4), one item per piece (row by row), so every piece shows
   * something of its own; the pictures' names are in the locale, same order.
   */
  items: Record<PuzzleGrid, Item[]>;
}

/**
 * Places one picture per cell of a grid × grid cut of the 300-unit scene, each nudged so the pieces
 * differ in shape: the 3 × 3 nudges (in 100-unit cells), scaled to the cell and repeated.
 */
function grid(arts: string[], nudges: [dx: number, dy: number, size: number][]): Item[] {
  const side = Math.sqrt(arts.length);
  const cell = 300 / side;
  const scale = cell / 100;
  return arts.map((art, i) => {
    const [dx, dy, size] = nudges[i % nudges.length]!;
    return { art, x: (i % side) * cell + dx * scale, y: Math.floor(i / side) * cell + dy * scale, size: size * scale };
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
    items: {
      2: grid([sol, arcoIris, casa, cachorro], NUDGES),
      3: grid([sol, nuvem, passaro, arvore, casa, arcoIris, cachorro, girassol, gato], NUDGES),
      4: grid(
        [
          sol,
          nuvem,
          pipa,
          arcoIris,
          passaro,
          balao,
          borboleta,
          abelha,
          arvore,
          casa,
          tulipa,
          girassol,
          cachorro,
          gato,
          coelho,
          joaninha,
        ],
        NUDGES,
      ),
    },
  },
  praia: {
    bands: [
      { y: 0, height: 120, fill: '#dff2fb' },
      { y: 120, height: 95, fill: '#8fcdef' },
      { y: 215, height: 85, fill: '#f6e3ae' },
    ],
    items: {
      2: grid([sol, veleiro, peixe, guardaSol], NUDGES),
      3: grid([sol, passaro, nuvem, veleiro, baleia, peixe, coqueiro, guardaSol, caranguejo], NUDGES),
      4: grid(
        [
          sol,
          nuvem,
          passaro,
          aviao,
          veleiro,
          lancha,
          golfinho,
          baleia,
          peixe,
          polvo,
          tartaruga,
          baiacu,
          coqueiro,
          guardaSol,
          caranguejo,
          concha,
        ],
        NUDGES,
      ),
    },
  },
  espaco: {
    bands: [
      { y: 0, height: 240, fill: '#2b3a5c' },
      { y: 240, height: 60, fill: '#9aa1b4' },
    ],
    items: {
      2: grid([lua, planeta, foguete, alienigena], NUDGES),
      3: grid([lua, estrela, planeta, cometa, foguete, discoVoador, terra, alienigena, satelite], NUDGES),
      4: grid(
        [
          lua,
          estrela,
          cometa,
          sol,
          planeta,
          estrelaCadente,
          satelite,
          estrelaBrilhante,
          foguete,
          discoVoador,
          astronauta,
          telescopio,
          terra,
          alienigena,
          robo,
          rocha,
        ],
        NUDGES,
      ),
    },
  },
};
