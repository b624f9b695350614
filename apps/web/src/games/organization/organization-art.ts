import carro from 'openmoji/color/svg/1F697.svg?url';
import viatura from 'openmoji/color/svg/1F693.svg?url';
import caminhaoBombeiros from 'openmoji/color/svg/1F692.svg?url';
import onibus from 'openmoji/color/svg/1F68C.svg?url';
import taxi from 'openmoji/color/svg/1F695.svg?url';
import carroCorrida from 'openmoji/color/svg/1F3CE.svg?url';
import princesa from 'openmoji/color/svg/1F478.svg?url';
import fada from 'openmoji/color/svg/1F9DA.svg?url';
import bebe from 'openmoji/color/svg/1F476.svg?url';
import sereia from 'openmoji/color/svg/1F9DC-200D-2640-FE0F.svg?url';
import heroina from 'openmoji/color/svg/1F9B8-200D-2640-FE0F.svg?url';
import bailarina from 'openmoji/color/svg/1F483.svg?url';
import livroAberto from 'openmoji/color/svg/1F4D6.svg?url';
import livroVermelho from 'openmoji/color/svg/1F4D5.svg?url';
import livroAzul from 'openmoji/color/svg/1F4D8.svg?url';
import livroVerde from 'openmoji/color/svg/1F4D7.svg?url';
import livroLaranja from 'openmoji/color/svg/1F4D9.svg?url';
import pilhaLivros from 'openmoji/color/svg/1F4DA.svg?url';
import dado from 'openmoji/color/svg/1F3B2.svg?url';
import quebraCabeca from 'openmoji/color/svg/1F9E9.svg?url';
import ioio from 'openmoji/color/svg/1FA80.svg?url';
import videogame from 'openmoji/color/svg/1F3AE.svg?url';
import cartas from 'openmoji/color/svg/1F0CF.svg?url';
import bola from 'openmoji/color/svg/26BD.svg?url';
import camiseta from 'openmoji/color/svg/1F455.svg?url';
import calca from 'openmoji/color/svg/1F456.svg?url';
import vestido from 'openmoji/color/svg/1F457.svg?url';
import meias from 'openmoji/color/svg/1F9E6.svg?url';
import bone from 'openmoji/color/svg/1F9E2.svg?url';
import casaco from 'openmoji/color/svg/1F9E5.svg?url';
import maca from 'openmoji/color/svg/1F34E.svg?url';
import banana from 'openmoji/color/svg/1F34C.svg?url';
import uva from 'openmoji/color/svg/1F347.svg?url';
import morango from 'openmoji/color/svg/1F353.svg?url';
import laranja from 'openmoji/color/svg/1F34A.svg?url';
import melancia from 'openmoji/color/svg/1F349.svg?url';
import type { ItemKey } from './organization-data';

/** OpenMoji pictures (CC BY-SA 4.0, attribution on the about page), bundled so they look the same everywhere. */
export const ITEM_ART: Record<ItemKey, string> = {
  carro,
  viatura,
  caminhao_bombeiros: caminhaoBombeiros,
  onibus,
  taxi,
  carro_corrida: carroCorrida,
  princesa,
  fada,
  bebe,
  sereia,
  heroina,
  bailarina,
  livro_aberto: livroAberto,
  livro_vermelho: livroVermelho,
  livro_azul: livroAzul,
  livro_verde: livroVerde,
  livro_laranja: livroLaranja,
  pilha_livros: pilhaLivros,
  dado,
  quebra_cabeca: quebraCabeca,
  ioio,
  videogame,
  cartas,
  bola,
  camiseta,
  calca,
  vestido,
  meias,
  bone,
  casaco,
  maca,
  banana,
  uva,
  morango,
  laranja,
  melancia,
};
