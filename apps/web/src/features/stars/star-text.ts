import { fmt } from '../../locales/pt-BR/messages';
import { starsMessages } from './messages';

/** "1 estrela", "{n} estrelas" (docs/product.md#stars-and-the-reward-shop). */
export function starsText(n: number): string {
  return n === 1 ? starsMessages.starsOne : fmt(starsMessages.stars, { n });
}

/** What the child still needs for a reward: "Falta 1 estrela", "Faltam {k} estrelas". */
export function missingText(k: number): string {
  return k === 1 ? starsMessages.childShop.missingOne : fmt(starsMessages.childShop.missing, { k });
}

/** A week named by its Sunday (YYYY-MM-DD) as "Semana de dd/mm". */
export function weekText(weekStart: string): string {
  const [, month, day] = weekStart.split('-');
  return fmt(starsMessages.section.weekOf, { date: `${day}/${month}` });
}
