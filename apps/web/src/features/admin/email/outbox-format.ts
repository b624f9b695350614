import { TIME_ZONE } from '@neurobridge/shared/domain/time';

const when = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });

export const formatWhen = (iso: string) => when.format(new Date(iso));
