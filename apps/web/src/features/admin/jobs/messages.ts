/**
 * The background work screen's texts (docs/decisions/023-one-job-runner.md); the states' filter
 * values come from the contract (packages/shared/src/api/admin-jobs.ts).
 */
export const jobsMessages = {
  title: 'Tarefas em segundo plano',
  intro:
    'O que o servidor faz sozinho: a limpeza e os avisos de assinatura a cada hora, e cada e-mail e notificação de pagamento ainda não concluídos, com a situação, as tentativas e o último erro.',
  filter: 'Situação',
  all: 'Todas',
  states: {
    pending: 'Aguardando',
    running: 'Em execução',
    failed: 'Com falha',
    done: 'Concluída',
  },
  loading: 'Carregando tarefas...',
  loadError: 'Não foi possível carregar as tarefas.',
  empty: 'Nenhuma tarefa registrada ainda.',
  emptyFailed: 'Nenhuma tarefa com falha.',
  emptyFiltered: 'Nenhuma tarefa com esta situação.',
  heading: 'Tarefas',
  task: 'Tarefa',
  item: 'Item',
  state: 'Situação',
  attempts: 'Tentativas',
  attemptsOf: '{attempts} de {max}',
  failuresInARow: '{attempts} falhas seguidas',
  lastError: 'Último erro',
  dates: 'Datas',
  hourly: 'A cada hora',
  lastRun: 'Última execução em {when}',
  nextRun: 'Próxima execução em {when}',
  nextAttempt: 'Próxima tentativa em {when}',
  actions: 'Ações',
  retry: 'Tentar de novo',
  retryLabel: 'Tentar de novo: {item}',
  retried: 'Tarefa de volta na fila.',
  retryError: 'Não foi possível pôr a tarefa de volta na fila.',
  more: 'Carregar mais',
  loadingMore: 'Carregando...',
};
