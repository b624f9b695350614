/**
 * The report's 'Metas' texts (docs/product.md#progress-report-modal), apart from messages.ts: only
 * the modal's chunk needs them, while messages.ts is shared with the child page.
 */
export const reportGoalsMessages = {
  heading: 'Metas',
  none: 'Nenhuma meta definida ainda.',
  met: 'Meta alcançada em {date}',
  lastValue: 'Última medida: {n} %',
  noValue: 'Ainda sem medidas',
  createdBy: 'Criada por {name}',
} as const;
