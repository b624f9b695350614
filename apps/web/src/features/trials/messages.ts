/**
 * Recording a session's trials: pt-BR texts (docs/product.md#session-trials;
 * docs/decisions/012-messages-per-feature.md). The labels of the responses and prompt levels are
 * the shared rule's (`TRIAL_RESULT_LABELS`, `PROMPT_LEVEL_LABELS`).
 */
export const trialsMessages = {
  title: 'Tentativas da sessão de {date}',
  backParent: 'Voltar ao perfil',
  backProfessional: 'Voltar para a criança',
  notFound: 'Sessão não encontrada.',
  loadError: 'Não foi possível carregar as tentativas da sessão.',
  noGoals:
    'Esta criança ainda não tem metas para registrar. Crie uma meta medida por tentativas na página da criança e volte aqui.',

  goals: {
    legend: 'Meta',
    ended: 'Encerrada',
  },

  recorder: {
    region: 'Registrar tentativas',
    prompt: '1. Nível de ajuda',
    response: '2. Resposta (cada toque registra uma tentativa)',
    undo: 'Desfazer',
    ended: 'Esta meta foi encerrada: as tentativas ficam só para consulta.',
    listLabel: 'Tentativas registradas',
    empty: 'Nenhuma tentativa ainda. Escolha o nível de ajuda e toque na resposta.',
    chipLabel: 'Tentativa {n}: {result}, {prompt}',
    correct: '% correto',
    independent: '% independente',
    count: '{n} de {max}',
    countLabel: 'tentativas na sessão',
    none: '—',
  },

  save: {
    saving: 'Salvando…',
    saved: 'Salvo',
    failed: 'Não foi possível salvar.',
    retry: 'Tentar novamente',
  },

  met: 'Meta alcançada em {date}!',

  agreement: {
    heading: 'Concordância entre registros',
    explain:
      'Cada tentativa de um registro é comparada com a tentativa de mesmo número do registro principal: concorda quando a resposta e o nível de ajuda são iguais. A porcentagem conta sobre a lista mais longa; uma tentativa que só um registrou conta como diferente.',
    main: 'Registro principal',
    you: '(você)',
    line: '{name}: {n} % de concordância (tentativa a tentativa)',
    lineNone: '{name}: ainda sem tentativas para comparar',
    summary: '{correct} correto · {independent} independente · {total} tentativas',
    summaryOne: '{correct} correto · {independent} independente · 1 tentativa',
    percent: '{n} %',
  },
} as const;
