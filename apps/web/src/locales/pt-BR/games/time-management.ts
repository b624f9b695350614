/** pt-BR texts of the time management game (docs/product.md#time-management-game). */
export const timeManagementMessages = {
  choose: 'Escolha uma tarefa para fazer agora.',
  tasksLabel: 'Tarefas',
  minutes: '{minutes} min',
  tasks: {
    licao_de_casa: {
      label: 'Lição de casa',
      steps: [
        'Separar o material',
        'Ler o enunciado',
        'Fazer os exercícios',
        'Conferir as respostas',
        'Guardar o material na mochila',
      ],
    },
    arrumar_quarto: {
      label: 'Arrumar o quarto',
      steps: ['Guardar os brinquedos', 'Arrumar a cama', 'Colocar a roupa suja no cesto', 'Organizar a mesa'],
    },
    leitura: {
      label: 'Leitura',
      steps: [
        'Escolher um livro',
        'Sentar em um lugar calmo',
        'Ler as páginas combinadas',
        'Contar para alguém o que aconteceu na história',
      ],
    },
  },
  instructions: 'Use o relógio se quiser e marque cada passo quando terminar.',
  listen: 'Ouvir de novo',
  timerLabel: 'Relógio da tarefa',
  timeRemaining: '{time} restantes',
  startTimer: 'Iniciar o relógio',
  pauseTimer: 'Pausar',
  resumeTimer: 'Continuar',
  timerPaused: 'Pausado',
  stepsLabel: 'Passos',
  done: 'Feito',
  notDone: 'A fazer',
  progress: '{n} de {total} passos feitos',
  timeUp: 'O tempo acabou! Você pode terminar os passos.',
  allDone: 'Muito bem! Você terminou todos os passos!',
  tips: [
    'Leia os passos junto com a criança antes de começar e combine quanto tempo usar.',
    'O relógio ajuda a ver o tempo passar; se o tempo acabar, tudo bem: dá para terminar os passos.',
    'Comemore cada passo marcado; a ordem dos passos pode ser a que a criança preferir.',
  ],
} as const;
