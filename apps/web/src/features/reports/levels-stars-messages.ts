/**
 * The report's 'Níveis e estrelas' texts (docs/product.md#progress-report-modal), apart from
 * messages.ts: only the modal's chunk needs them, while messages.ts is shared with the child page.
 */
export const levelsStarsMessages = {
  heading: 'Níveis e estrelas',
  levels: 'Mudanças de nível',
  levelChange: '{game}: nível {from} → {to}',
  noLevelChange: 'Nenhuma mudança de nível no período.',
  stars: 'Estrelas por semana',
  tableCaption: 'Estrelas ganhas e recompensas recebidas nas últimas 8 semanas',
  week: 'Semana de',
  earned: 'Estrelas ganhas',
  rewards: 'Recompensas recebidas',
  balance: 'Saldo atual: {n} estrelas',
  balanceOne: 'Saldo atual: 1 estrela',
} as const;
