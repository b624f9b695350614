/**
 * The home programme's pt-BR texts (docs/product.md#home-programme;
 * docs/decisions/012-messages-per-feature.md): the child pages' 'Programa em casa', the assign
 * dialog and the professional's adherence. The contract's own texts (refusals) come from
 * `@neurobridge/shared/api/home-programme`.
 */
export const homeProgrammeMessages = {
  heading: 'Programa em casa',
  introProfessional:
    'Práticas para a família fazer em casa entre as sessões. As atividades entram no Cronograma Semanal da criança com o seu nome.',
  introParent:
    'O que os profissionais de {name} indicaram para praticar em casa. As atividades já estão no Cronograma Semanal.',
  emptyProfessional:
    'Nenhuma prática atribuída ainda. Use “Atribuir prática” para colocar atividades na semana da família, com um recado.',
  emptyParent: 'Nenhuma prática indicada pelos profissionais ainda.',
  loadError: 'Não foi possível carregar o programa em casa.',
  assign: 'Atribuir prática',

  card: {
    mine: 'Atribuída por você',
    by: 'Atribuída por {name} · {type}',
    since: 'desde {date}',
    activities: 'Atividades',
    when: 'Quando',
    goal: 'Meta',
    note: 'Recado para a família',
    timesOne: '1 vez por semana',
    times: '{n} vezes por semana',
    /** 'seg, qua, sex · Tarde'. */
    whenText: '{days} · {slot}',
    adherence: 'Feito em casa',
    adherenceOf: 'Feito em casa: {activities}',
    removals: 'Removidas pela família',
    removal: 'A família removeu {title} de {day}: “{reason}”',
    removedOn: 'em {date}',
    end: 'Encerrar prática',
    endOf: 'Encerrar prática: {activities}',
    endTitle: 'Encerrar esta prática?',
    endText: 'As atividades saem da semana da família. Os resultados já registrados continuam.',
    endConfirm: 'Encerrar',
    ended: 'Prática encerrada.',
    endError: 'Não foi possível encerrar a prática. Tente novamente.',
  },

  weeks: {
    /** 'Semana de 22/11: 2 de 6'. */
    line: 'Semana de {date}: {done} de {assigned}',
    nothing: 'Semana de {date}: nada atribuído',
    percent: '{percent} %',
  },

  dialog: {
    title: 'Atribuir prática para {name}',
    intro: 'As atividades entram na semana da família, marcadas com o seu nome. A família pode mudá-las de dia.',
    activities: 'Atividades',
    activitiesHint: 'Escolha de 1 a {max} atividades que a família pode jogar.',
    chosen: 'Escolhidas: {n} de {max}',
    noneChosen: 'Nenhuma atividade escolhida ainda.',
    unchoose: 'Tirar {title}',
    full: 'Limite de atividades atingido. Tire uma para escolher outra.',
    search: 'Buscar atividade',
    searchHint: 'Mostramos as 8 primeiras; digite parte do nome para encontrar as outras.',
    showing: 'Mostrando {shown} de {total} atividades.',
    noMatch: 'Nenhuma atividade encontrada com esse nome.',
    activitiesError: 'Não foi possível carregar as atividades.',
    when: 'Quando praticar',
    byDays: 'Dias escolhidos',
    byTimes: 'Vezes por semana',
    days: 'Dias da semana',
    times: 'Quantas vezes por semana',
    timesOption: '{n} vezes',
    timesOptionOne: '1 vez',
    spreadHint: 'Os dias ficam espalhados pela semana: {days}.',
    slot: 'Período',
    goal: 'Meta (opcional)',
    noGoal: 'Sem meta',
    goalsLoading: 'Carregando as metas...',
    goalsError: 'Não foi possível carregar as metas. A prática pode ser atribuída sem meta.',
    goalsNone: 'A criança não tem metas ativas.',
    note: 'Recado para a família',
    noteHint: 'Aparece na semana da família junto das atividades. Ex.: jogue junto e elogie cada acerto.',
    submit: 'Atribuir prática',
    submitting: 'Atribuindo...',
    done: 'Prática atribuída: as atividades já estão na semana da família.',
    error: 'Não foi possível atribuir a prática. Tente novamente.',
  },

  adherence: {
    heading: 'Adesão ao programa em casa',
    intro: 'Práticas feitas em casa nas últimas 4 semanas, das atribuídas por você a cada criança.',
    empty: 'Nenhuma prática atribuída ainda.',
    loadError: 'Não foi possível carregar a adesão ao programa em casa.',
    total: '{done} de {assigned} nas 4 semanas',
    weeksOf: 'Semanas de {name}',
    view: 'Ver criança',
    viewOf: 'Ver criança: {name}',
  },
} as const;
