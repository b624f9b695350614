import { EXPORT_DATE_INVALID, EXPORT_PERIOD_INVALID, EXPORT_PERIOD_TOO_LONG } from '@neurobridge/shared/api/goals';

/** The plan's downloads on the child pages (docs/product.md#goals; docs/decisions/012-messages-per-feature.md). */
export const planExportMessages = {
  heading: 'Plano terapêutico',
  intro:
    'Baixe as metas, as sessões com tentativas, os resultados dos jogos vinculados e o programa em casa do período: em planilha (CSV) ou em PDF para a reunião de revisão.',
  from: 'De',
  to: 'Até',
  csv: 'Baixar CSV',
  pdf: 'Baixar PDF',
  busy: 'Gerando…',
  error: 'Não foi possível gerar o arquivo. Tente novamente.',
  downloaded: 'Arquivo {name} baixado.',
  dateInvalid: EXPORT_DATE_INVALID,
  periodInvalid: EXPORT_PERIOD_INVALID,
  periodTooLong: EXPORT_PERIOD_TOO_LONG,
} as const;
