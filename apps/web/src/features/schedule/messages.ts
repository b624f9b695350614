/**
 * The weekly calendar's pt-BR texts (docs/product.md#calendar;
 * docs/decisions/012-messages-per-feature.md). Day and time-of-day names come from
 * `@neurobridge/shared/domain/calendar`.
 */
export const scheduleMessages = {
  title: 'Cronograma Semanal',
  titleOf: 'Cronograma Semanal de {name}',
  intro: 'A semana se repete: planeje as atividades de cada dia e marque o que foi feito.',
  back: 'Voltar ao perfil',
  notFound: 'Criança não encontrada.',
  loadError: 'Não foi possível carregar o cronograma.',
  empty: 'Nenhuma atividade planejada ainda. Use “Adicionar” em um dia e período para montar a semana.',
  week: {
    heading: 'A semana',
    percent: '{percent}% da semana concluída',
    counts: '{done} de {total} atividades feitas',
    levelLabel: 'Nível da semana',
  },
  slot: {
    add: 'Adicionar',
    addLabel: 'Adicionar atividade em {day}, {slot}',
    full: 'Período completo (3 atividades)',
  },
  entry: {
    done: 'Feita',
    todo: 'A fazer',
    streakOne: '1 semana seguida',
    streak: '{count} semanas seguidas',
    menu: 'Opções de {title}, {day}, {slot}',
    complete: 'Marcar como feita',
    completing: 'Marcando...',
    // docs/product.md#offline-play: ticked on this device, sent when the connection returns.
    pending: 'Aguardando envio',
    alreadyDone: 'Já foi feita nesta semana',
    start: 'Começar atividade',
    remove: 'Remover do cronograma',
    doubleClickHint: 'Dica: um duplo clique numa atividade também marca como feita.',
    completed: '“{title}” marcada como feita.',
    completeError: 'Não foi possível marcar a atividade. Tente novamente.',
  },
  remove: {
    title: 'Remover “{title}”?',
    text: 'A atividade sai do cronograma de {day}, {slot}. A sequência de semanas desta atividade será perdida.',
    confirm: 'Remover',
    done: 'Atividade removida do cronograma.',
    error: 'Não foi possível remover a atividade. Tente novamente.',
  },
  add: {
    title: 'Adicionar atividade — {day}, {slot}',
    search: 'Buscar atividade',
    searchHint: 'Mostramos as 8 primeiras; digite parte do nome para encontrar as outras.',
    showing: 'Mostrando {shown} de {total} atividades.',
    noMatch: 'Nenhuma atividade encontrada com esse nome.',
    lockedNote: 'Atividades bloqueadas no plano atual não podem ser adicionadas e não aparecem aqui.',
    loadError: 'Não foi possível carregar as atividades.',
    added: '“{title}” adicionada em {day}, {slot}.',
    error: 'Não foi possível adicionar a atividade. Tente novamente.',
    choose: 'Adicionar {title}',
  },
  rewards: {
    heading: 'Conquistas recentes',
    empty: 'Nenhuma conquista ainda. Complete atividades do cronograma para ganhar recompensas.',
    loadError: 'Não foi possível carregar as conquistas.',
    earned: 'Conquistada em {date}',
    celebration: 'Nova conquista: {title}!',
  },
  tips: {
    heading: 'Dicas para o sucesso',
    items: [
      'Poucas atividades feitas todos os dias valem mais do que muitas de vez em quando.',
      'Escolha horários em que a criança costuma estar descansada e tranquila.',
      'Comemore cada atividade feita: a sequência de semanas mostra a constância.',
      'Combine a semana com a criança e deixe a versão impressa num lugar à vista.',
    ],
  },
  print: {
    button: 'Imprimir semana (PDF)',
    busy: 'Preparando PDF...',
    error: 'Não foi possível gerar o PDF da semana. Tente novamente.',
    fileName: 'cronograma.pdf',
  },
} as const;
