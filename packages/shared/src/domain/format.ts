import { onFirstUse } from './on-first-use';

/** pt-BR formatting (docs/product.md#dates-times-and-money). */

const brl = onFirstUse(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }));
export function formatBRL(value: number): string {
  return brl().format(value);
}

const dateFormat = onFirstUse(
  () => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short' }),
);
/** A date (an instant or YYYY-MM-DD) as dd/mm/aaaa. */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-');
    return `${d}/${m}/${y}`;
  }
  return dateFormat().format(typeof value === 'string' ? new Date(value) : value);
}
