import { TIME_ZONE } from '@neurobridge/shared/domain/time';

const when = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });

/** A moment as São Paulo reads it: 28/11/2026, 10:00. */
export const formatWhen = (iso: string) => when.format(new Date(iso));

/** The first characters of a hash, enough to tell versions apart in a list. */
export const shortHash = (hash: string) => hash.slice(0, 12);
