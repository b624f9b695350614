import acordar from 'openmoji/color/svg/23F0.svg?url&no-inline';
import banheiro from 'openmoji/color/svg/1F6BD.svg?url&no-inline';
import lavarMaos from 'openmoji/color/svg/1F9FC.svg?url&no-inline';
import vestir from 'openmoji/color/svg/1F455.svg?url&no-inline';
import cafe from 'openmoji/color/svg/1F963.svg?url&no-inline';
import escovarDentes from 'openmoji/color/svg/1FAA5.svg?url&no-inline';
import mochila from 'openmoji/color/svg/1F392.svg?url&no-inline';
import escola from 'openmoji/color/svg/1F3EB.svg?url&no-inline';
import almoco from 'openmoji/color/svg/1F37D.svg?url&no-inline';
import remedio from 'openmoji/color/svg/1F48A.svg?url&no-inline';
import descansar from 'openmoji/color/svg/1F6CB.svg?url&no-inline';
import licao from 'openmoji/color/svg/270F.svg?url&no-inline';
import lanche from 'openmoji/color/svg/1F96A.svg?url&no-inline';
import guardar from 'openmoji/color/svg/1F9FA.svg?url&no-inline';
import banho from 'openmoji/color/svg/1F6BF.svg?url&no-inline';
import jantar from 'openmoji/color/svg/1F372.svg?url&no-inline';
import pijama from 'openmoji/color/svg/1F319.svg?url&no-inline';
import historia from 'openmoji/color/svg/1F4D6.svg?url&no-inline';
import dormir from 'openmoji/color/svg/1F6CC.svg?url&no-inline';
import passearCachorro from 'openmoji/color/svg/1F436.svg?url&no-inline';
import sorvete from 'openmoji/color/svg/1F366.svg?url&no-inline';
import parquinho from 'openmoji/color/svg/1F6DD.svg?url&no-inline';
import bicicleta from 'openmoji/color/svg/1F6B2.svg?url&no-inline';
import filme from 'openmoji/color/svg/1F3AC.svg?url&no-inline';
import videogame from 'openmoji/color/svg/1F3AE.svg?url&no-inline';
import pizza from 'openmoji/color/svg/1F355.svg?url&no-inline';
import balao from 'openmoji/color/svg/1F388.svg?url&no-inline';
import passeio from 'openmoji/color/svg/1F333.svg?url&no-inline';
import presente from 'openmoji/color/svg/1F381.svg?url&no-inline';
import bola from 'openmoji/color/svg/26BD.svg?url&no-inline';
import brinquedo from 'openmoji/color/svg/1F9F8.svg?url&no-inline';
import desenhar from 'openmoji/color/svg/1F58D.svg?url&no-inline';
import musica from 'openmoji/color/svg/1F3B5.svg?url&no-inline';
import piscina from 'openmoji/color/svg/1F3CA.svg?url&no-inline';
import bolo from 'openmoji/color/svg/1F382.svg?url&no-inline';
import tablet from 'openmoji/color/svg/1F4F1.svg?url&no-inline';
import pintar from 'openmoji/color/svg/1F3A8.svg?url&no-inline';
import quebraCabeca from 'openmoji/color/svg/1F9E9.svg?url&no-inline';
import carrinho from 'openmoji/color/svg/1F697.svg?url&no-inline';
import estrela from 'openmoji/color/svg/2B50.svg?url&no-inline';
import handshake from 'openmoji/color/svg/1F91D.svg?url&no-inline';
import speechBalloon from 'openmoji/color/svg/1F4AC.svg?url&no-inline';
import inputNumbers from 'openmoji/color/svg/1F522.svg?url&no-inline';
import magnifier from 'openmoji/color/svg/1F50D.svg?url&no-inline';
import sunrise from 'openmoji/color/svg/1F305.svg?url&no-inline';
import sun from 'openmoji/color/svg/2600.svg?url&no-inline';
import partyPopper from 'openmoji/color/svg/1F389.svg?url&no-inline';
import eu from 'openmoji/color/svg/1F64B.svg?url&no-inline';
import voce from 'openmoji/color/svg/1F449.svg?url&no-inline';
import quero from 'openmoji/color/svg/1F932.svg?url&no-inline';
import nao from 'openmoji/color/svg/274C.svg?url&no-inline';
import sim from 'openmoji/color/svg/2705.svg?url&no-inline';
import mais from 'openmoji/color/svg/2795.svg?url&no-inline';
import ajuda from 'openmoji/color/svg/1F198.svg?url&no-inline';
import parar from 'openmoji/color/svg/1F6D1.svg?url&no-inline';
import acabou from 'openmoji/color/svg/1F3C1.svg?url&no-inline';
import comer from 'openmoji/color/svg/1F374.svg?url&no-inline';
import beber from 'openmoji/color/svg/1F964.svg?url&no-inline';
import casa from 'openmoji/color/svg/1F3E0.svg?url&no-inline';
import dor from 'openmoji/color/svg/1F915.svg?url&no-inline';
import gosto from 'openmoji/color/svg/2764.svg?url&no-inline';
import ir from 'openmoji/color/svg/1F6B6.svg?url&no-inline';
import oQue from 'openmoji/color/svg/2753.svg?url&no-inline';
import ola from 'openmoji/color/svg/1F44B.svg?url&no-inline';
import obrigado from 'openmoji/color/svg/1F64F.svg?url&no-inline';
import ver from 'openmoji/color/svg/1F440.svg?url&no-inline';
import ouvir from 'openmoji/color/svg/1F442.svg?url&no-inline';
import agua from 'openmoji/color/svg/1F6B0.svg?url&no-inline';
import leite from 'openmoji/color/svg/1F95B.svg?url&no-inline';
import suco from 'openmoji/color/svg/1F9C3.svg?url&no-inline';
import pao from 'openmoji/color/svg/1F35E.svg?url&no-inline';
import fruta from 'openmoji/color/svg/1F34E.svg?url&no-inline';
import biscoito from 'openmoji/color/svg/1F36A.svg?url&no-inline';
import feliz from 'openmoji/color/svg/1F60A.svg?url&no-inline';
import triste from 'openmoji/color/svg/1F622.svg?url&no-inline';
import bravo from 'openmoji/color/svg/1F620.svg?url&no-inline';
import medo from 'openmoji/color/svg/1F628.svg?url&no-inline';
import cansado from 'openmoji/color/svg/1F62B.svg?url&no-inline';
import calmo from 'openmoji/color/svg/1F60C.svg?url&no-inline';
import mamae from 'openmoji/color/svg/1F469.svg?url&no-inline';
import papai from 'openmoji/color/svg/1F468.svg?url&no-inline';
import vovo from 'openmoji/color/svg/1F475.svg?url&no-inline';
import irmao from 'openmoji/color/svg/1F466.svg?url&no-inline';
import irma from 'openmoji/color/svg/1F467.svg?url&no-inline';
import professora from 'openmoji/color/svg/1F9D1-200D-1F3EB.svg?url&no-inline';
import amigos from 'openmoji/color/svg/1F46B.svg?url&no-inline';
import familia from 'openmoji/color/svg/1F46A.svg?url&no-inline';
import mercado from 'openmoji/color/svg/1F6D2.svg?url&no-inline';
import medico from 'openmoji/color/svg/1F3E5.svg?url&no-inline';
import lugares from 'openmoji/color/svg/1F5FA.svg?url&no-inline';
import calendario from 'openmoji/color/svg/1F4C5.svg?url&no-inline';
import type { TimeSlot } from '@neurobridge/shared/domain/calendar';
import type { PictureKey } from '@neurobridge/shared/domain/pictures';

/**
 * The bundled pictures (docs/product.md#bundled-pictures): one explicit import per key of PICTURES
 * (a test checks every key against its OpenMoji code). OpenMoji, CC BY-SA 4.0, credited on /sobre.
 * `no-inline`: each is a file of its own, never a copy inside the JavaScript (forty pictures would
 * weigh more than the screens that show them); the offline precache keeps the files a precached
 * chunk imports (build/precache.mjs), so they show offline too.
 */
const PICTURE_URLS: Record<PictureKey, string> = {
  acordar,
  banheiro,
  lavar_maos: lavarMaos,
  vestir,
  cafe,
  escovar_dentes: escovarDentes,
  mochila,
  escola,
  almoco,
  remedio,
  descansar,
  licao,
  lanche,
  guardar,
  banho,
  jantar,
  pijama,
  historia,
  dormir,
  passear_cachorro: passearCachorro,
  sorvete,
  parquinho,
  bicicleta,
  filme,
  videogame,
  pizza,
  balao,
  passeio,
  presente,
  bola,
  brinquedo,
  desenhar,
  musica,
  piscina,
  bolo,
  tablet,
  pintar,
  quebra_cabeca: quebraCabeca,
  carrinho,
  estrela,
  eu,
  voce,
  quero,
  nao,
  sim,
  mais,
  ajuda,
  parar,
  acabou,
  comer,
  beber,
  casa,
  dor,
  gosto,
  ir,
  o_que: oQue,
  ola,
  obrigado,
  ver,
  ouvir,
  agua,
  leite,
  suco,
  pao,
  fruta,
  biscoito,
  feliz,
  triste,
  bravo,
  medo,
  cansado,
  calmo,
  mamae,
  papai,
  vovo,
  irmao,
  irma,
  professora,
  amigos,
  familia,
  mercado,
  medico,
  lugares,
  calendario,
};

export function pictureUrl(key: PictureKey): string {
  return PICTURE_URLS[key];
}

/** An activity entry's picture: its category's, the same as the printable week's (docs/product.md#printable-week). */
const CATEGORY_URLS: Record<string, string> = {
  social_skills: handshake,
  communication: speechBalloon,
  math: inputNumbers,
  language: historia,
  focus: magnifier,
  routine: acordar,
};

export function categoryPictureUrl(category: string): string {
  return CATEGORY_URLS[category] ?? estrela;
}

/** The times of day of 'Meu dia' (docs/product.md#my-day), as on the printable week: sunrise, sun, moon. */
const SLOT_URLS: Record<TimeSlot, string> = { morning: sunrise, afternoon: sun, evening: pijama };

export function timeOfDayPictureUrl(slot: TimeSlot): string {
  return SLOT_URLS[slot];
}

/** The finished day's celebration (docs/product.md#my-day). */
export const celebrationPictureUrl = partyPopper;
