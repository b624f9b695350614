/** The levels' pt-BR texts on the child pages (docs/decisions/012-messages-per-feature.md; docs/product.md#game-levels). */
export const levelsMessages = {
  heading: 'Níveis nos jogos',
  rule: 'Dois resultados seguidos a partir de 80% sobem um nível; dois abaixo de 40% descem um.',
  level: 'Nível {n}',
  pinned: 'Nível fixado',
  keepAt: 'Manter no nível',
  // The accessible name of each level button: it holds the button's visible number.
  keepKindAt: 'Manter {kind} no nível {n}',
  unpin: 'Deixar o nível mudar com os resultados',
  pinnedDone: 'Nível de {kind} fixado em {n}.',
  unpinnedDone: 'O nível de {kind} volta a mudar com os resultados.',
  pinError: 'Não foi possível mudar o nível. Tente novamente.',
  loadError: 'Não foi possível carregar os níveis.',
  // The kinds still at their start level (never moved nor pinned) wait behind 'Ver todos os jogos'.
  allAtStart: 'Nenhum nível mudou ainda: todos os jogos estão no nível {n}.',
  showAll: 'Ver todos os jogos',
  showLess: 'Mostrar menos',
} as const;
