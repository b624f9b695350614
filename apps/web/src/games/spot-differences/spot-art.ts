import vaca from 'openmoji/color/svg/1F404.svg?url';
import porco from 'openmoji/color/svg/1F416.svg?url';
import galinha from 'openmoji/color/svg/1F414.svg?url';
import arvore from 'openmoji/color/svg/1F333.svg?url';
import cavalo from 'openmoji/color/svg/1F40E.svg?url';
import ovelha from 'openmoji/color/svg/1F411.svg?url';
import trator from 'openmoji/color/svg/1F69C.svg?url';
import girassol from 'openmoji/color/svg/1F33B.svg?url';
import sol from 'openmoji/color/svg/2600.svg?url';
import casa from 'openmoji/color/svg/1F3E0.svg?url';
import cachorro from 'openmoji/color/svg/1F415.svg?url';
import pato from 'openmoji/color/svg/1F986.svg?url';
import cabra from 'openmoji/color/svg/1F410.svg?url';
import tulipa from 'openmoji/color/svg/1F337.svg?url';
import nuvem from 'openmoji/color/svg/2601.svg?url';
import gato from 'openmoji/color/svg/1F408.svg?url';
import guardaSol from 'openmoji/color/svg/26F1.svg?url';
import concha from 'openmoji/color/svg/1F41A.svg?url';
import peixe from 'openmoji/color/svg/1F41F.svg?url';
import barco from 'openmoji/color/svg/26F5.svg?url';
import caranguejo from 'openmoji/color/svg/1F980.svg?url';
import baleia from 'openmoji/color/svg/1F433.svg?url';
import bola from 'openmoji/color/svg/26BD.svg?url';
import polvo from 'openmoji/color/svg/1F419.svg?url';
import golfinho from 'openmoji/color/svg/1F42C.svg?url';
import canoa from 'openmoji/color/svg/1F6F6.svg?url';
import tartaruga from 'openmoji/color/svg/1F422.svg?url';
import balao from 'openmoji/color/svg/1F388.svg?url';
import arcoIris from 'openmoji/color/svg/1F308.svg?url';
import maca from 'openmoji/color/svg/1F34E.svg?url';
import banana from 'openmoji/color/svg/1F34C.svg?url';
import uva from 'openmoji/color/svg/1F347.svg?url';
import morango from 'openmoji/color/svg/1F353.svg?url';
import melancia from 'openmoji/color/svg/1F349.svg?url';
import pera from 'openmoji/color/svg/1F350.svg?url';
import laranja from 'openmoji/color/svg/1F34A.svg?url';
import cenoura from 'openmoji/color/svg/1F955.svg?url';
import pao from 'openmoji/color/svg/1F35E.svg?url';
import queijo from 'openmoji/color/svg/1F9C0.svg?url';
import leite from 'openmoji/color/svg/1F95B.svg?url';
import cereja from 'openmoji/color/svg/1F352.svg?url';
import macaVerde from 'openmoji/color/svg/1F34F.svg?url';
import kiwi from 'openmoji/color/svg/1F95D.svg?url';
import abacate from 'openmoji/color/svg/1F951.svg?url';
import brocolis from 'openmoji/color/svg/1F966.svg?url';
import ursinho from 'openmoji/color/svg/1F9F8.svg?url';
import pipa from 'openmoji/color/svg/1FA81.svg?url';
import carrinho from 'openmoji/color/svg/1F697.svg?url';
import livro from 'openmoji/color/svg/1F4D6.svg?url';
import trem from 'openmoji/color/svg/1F682.svg?url';
import robo from 'openmoji/color/svg/1F916.svg?url';
import ioio from 'openmoji/color/svg/1FA80.svg?url';
import lapis from 'openmoji/color/svg/270F.svg?url';
import tambor from 'openmoji/color/svg/1F941.svg?url';
import dado from 'openmoji/color/svg/1F3B2.svg?url';
import estrela from 'openmoji/color/svg/2B50.svg?url';
import foguete from 'openmoji/color/svg/1F680.svg?url';
import giz from 'openmoji/color/svg/1F58D.svg?url';
import quebraCabeca from 'openmoji/color/svg/1F9E9.svg?url';
import type { SpotObject } from './spot-data';

/** OpenMoji pictures (CC BY-SA 4.0, attribution on the about page), bundled so they look the same everywhere. */
export const SPOT_ART: Record<SpotObject, string> = {
  vaca,
  porco,
  galinha,
  arvore,
  cavalo,
  ovelha,
  trator,
  girassol,
  sol,
  casa,
  cachorro,
  pato,
  cabra,
  tulipa,
  nuvem,
  gato,
  guarda_sol: guardaSol,
  concha,
  peixe,
  barco,
  caranguejo,
  baleia,
  bola,
  polvo,
  golfinho,
  canoa,
  tartaruga,
  balao,
  arco_iris: arcoIris,
  maca,
  banana,
  uva,
  morango,
  melancia,
  pera,
  laranja,
  cenoura,
  pao,
  queijo,
  leite,
  cereja,
  maca_verde: macaVerde,
  kiwi,
  abacate,
  brocolis,
  ursinho,
  pipa,
  carrinho,
  livro,
  trem,
  robo,
  ioio,
  lapis,
  tambor,
  dado,
  estrela,
  foguete,
  giz,
  quebra_cabeca: quebraCabeca,
};
