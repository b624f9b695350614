import { TIME_ZONE } from '@neurobridge/shared/domain/time';

const when = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });

/** dd/mm/aaaa hh:mm in São Paulo (docs/product.md#dates-times-and-money). */
export function formatWhen(iso: string): string {
  return when.format(new Date(iso));
}
