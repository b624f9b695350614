import { onFirstUse } from '@neurobridge/shared/domain/on-first-use';

const dateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

/** An instant as dd/mm/aaaa hh:mm in São Paulo time (docs/product.md#dates-times-and-money). */
export function formatDateTime(iso: string): string {
  return dateTime().format(new Date(iso)).replace(',', '');
}
