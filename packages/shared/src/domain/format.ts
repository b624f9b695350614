/** pt-BR formatting (DECISIONS: dates, times and money for pt-BR, São Paulo time). */
export const TIME_ZONE = 'America/Sao_Paulo';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
export function formatBRL(value: number): string {
  return brl.format(value);
}
