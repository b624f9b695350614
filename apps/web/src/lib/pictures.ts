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
