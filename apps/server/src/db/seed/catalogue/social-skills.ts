import { fit, type CatalogueActivity } from './types';

/** Habilidades Sociais: emotion recognition (basic and self-recognition) and social scenarios. */
export const SOCIAL_SKILLS: CatalogueActivity[] = [
  {
    key: 'como-eles-se-sentem',
    tier: 'free',
    category: 'social_skills',
    title: 'Como eles se sentem?',
    description:
      'A criança vê pequenas cenas do dia a dia e escolhe a emoção do personagem entre quatro opções: feliz, triste, bravo ou preocupado.',
    learning_objectives: 'Reconhecer quatro emoções básicas a partir de situações conhecidas do cotidiano.',
    content: { type: 'emotion_recognition', emotions: ['happy', 'sad', 'angry', 'worried'], difficulty: 'basic' },
    ...fit({ level: 1, ages: [3, 8], tea: null, tdah: null, type: 'game', minutes: 10 }),
  },
  {
    key: 'minha-vez-sua-vez',
    tier: 'free',
    category: 'social_skills',
    title: 'Minha vez, sua vez',
    description:
      'Duas situações com colegas — dividir um brinquedo e esperar a vez — em que a criança escolhe a atitude mais gentil.',
    learning_objectives: 'Praticar a espera e a partilha em brincadeiras com outras crianças.',
    content: { type: 'social_scenario', scenarios: ['dividir_brinquedo', 'esperar_vez'] },
    ...fit({ level: 1, ages: [4, 10], tea: null, tdah: null, type: 'interactive', minutes: 10 }),
  },
  {
    key: 'como-eu-me-sinto',
    tier: 'm0',
    category: 'social_skills',
    title: 'Como eu me sinto?',
    description:
      'A criança ouve situações que podem acontecer com ela mesma e aponta como se sentiria: feliz, triste, com raiva ou calma.',
    learning_objectives: 'Identificar e nomear as próprias emoções em situações familiares.',
    content: {
      type: 'emotion_recognition',
      emotions: ['happy', 'sad', 'angry', 'calm'],
      difficulty: 'self_recognition',
    },
    ...fit({ level: 1, ages: [4, 10], tea: null, tdah: null, type: 'therapy', minutes: 10 }),
  },
  {
    key: 'seis-emocoes',
    tier: 'm0',
    category: 'social_skills',
    title: 'Seis emoções, muitas histórias',
    description:
      'Cinco perguntas rápidas com as seis emoções básicas, incluindo animação e surpresa, para reconhecer cada uma pelo contexto.',
    learning_objectives: 'Diferenciar as seis emoções básicas observando o que acontece em cada cena.',
    content: {
      type: 'emotion_recognition',
      emotions: ['happy', 'sad', 'angry', 'worried', 'excited', 'surprised'],
      difficulty: 'basic',
    },
    ...fit({ level: 2, ages: [5, 12], tea: null, tdah: null, type: 'game', minutes: 10 }),
  },
  {
    key: 'alegria-tristeza-surpresa',
    tier: 'm0',
    category: 'social_skills',
    title: 'Alegria, tristeza e surpresa',
    description:
      'Cenas bem simples do dia a dia para a criança apontar se o personagem está feliz, triste, animado ou surpreso.',
    learning_objectives: 'Associar acontecimentos simples às emoções que eles costumam provocar.',
    content: { type: 'emotion_recognition', emotions: ['happy', 'sad', 'excited', 'surprised'], difficulty: 'basic' },
    ...fit({ level: 1, ages: [3, 7], tea: 2, tdah: null, type: 'game', minutes: 5 }),
  },
  {
    key: 'fazendo-amigos',
    tier: 'm0',
    category: 'social_skills',
    title: 'Fazendo amigos',
    description:
      'Em duas histórias curtas, a criança escolhe como se aproximar de um colega novo e como pedir ajuda quando não consegue sozinha.',
    learning_objectives: 'Conhecer formas adequadas de iniciar uma amizade e de pedir ajuda.',
    content: { type: 'social_scenario', scenarios: ['fazer_amigo', 'pedir_ajuda'] },
    ...fit({ level: 1, ages: [5, 10], tea: 1, tdah: null, type: 'interactive', minutes: 10 }),
  },
  {
    key: 'um-amigo-precisa-de-mim',
    tier: 'm0',
    category: 'social_skills',
    title: 'Um amigo precisa de mim',
    description:
      'A criança decide o que fazer quando um colega está triste e quando duas crianças querem o mesmo brinquedo.',
    learning_objectives: 'Desenvolver empatia e escolher atitudes de cuidado com os colegas.',
    content: { type: 'social_scenario', scenarios: ['colega_triste', 'dividir_brinquedo'] },
    ...fit({ level: 2, ages: [5, 11], tea: null, tdah: null, type: 'interactive', minutes: 10 }),
  },
  {
    key: 'quando-algo-me-incomoda',
    tier: 'm0',
    category: 'social_skills',
    title: 'Quando algo me incomoda',
    description:
      'Situações que costumam causar raiva, preocupação ou surpresa: a criança identifica a emoção e percebe que cada sentimento tem um nome.',
    learning_objectives: 'Reconhecer raiva e preocupação como o primeiro passo para lidar com elas.',
    content: { type: 'emotion_recognition', emotions: ['angry', 'worried', 'surprised', 'happy'], difficulty: 'basic' },
    ...fit({ level: 2, ages: [6, 12], tea: null, tdah: 2, type: 'game', minutes: 10 }),
  },
  {
    key: 'espelho-das-emocoes',
    tier: 'm6',
    category: 'social_skills',
    title: 'Espelho das emoções',
    description:
      'Cinco situações da escola e de casa em que a criança escolhe como ela se sentiria, incluindo momentos de calma e de preocupação.',
    learning_objectives: 'Ampliar o vocabulário emocional e relacionar situações às próprias reações.',
    content: {
      type: 'emotion_recognition',
      emotions: ['happy', 'sad', 'angry', 'worried', 'calm'],
      difficulty: 'self_recognition',
    },
    ...fit({ level: 2, ages: [6, 12], tea: null, tdah: null, type: 'therapy', minutes: 10 }),
  },
  {
    key: 'na-hora-do-recreio',
    tier: 'm6',
    category: 'social_skills',
    title: 'Na hora do recreio',
    description:
      'Três cenas do recreio: pedir ajuda, esperar a vez e consolar um colega. A criança escolhe a melhor atitude em cada uma.',
    learning_objectives: 'Resolver situações sociais comuns da escola com atitudes respeitosas.',
    content: { type: 'social_scenario', scenarios: ['pedir_ajuda', 'esperar_vez', 'colega_triste'] },
    ...fit({ level: 2, ages: [6, 12], tea: null, tdah: null, type: 'interactive', minutes: 15 }),
  },
  {
    key: 'animado-ou-surpreso',
    tier: 'm6',
    category: 'social_skills',
    title: 'Animado ou surpreso?',
    description:
      'Emoções parecidas lado a lado: a criança observa os detalhes de cada cena para diferenciar animação, surpresa, alegria e preocupação.',
    learning_objectives: 'Distinguir emoções próximas prestando atenção ao contexto.',
    content: {
      type: 'emotion_recognition',
      emotions: ['excited', 'surprised', 'happy', 'worried'],
      difficulty: 'basic',
    },
    ...fit({ level: 3, ages: [7, 13], tea: null, tdah: null, type: 'game', minutes: 10 }),
  },
  {
    key: 'entrando-na-brincadeira',
    tier: 'm6',
    category: 'social_skills',
    title: 'Entrando na brincadeira',
    description:
      'A criança pratica como pedir para entrar numa brincadeira que já começou e como esperar a vez sem desistir do grupo.',
    learning_objectives: 'Aprender estratégias para participar de brincadeiras em grupo.',
    content: { type: 'social_scenario', scenarios: ['fazer_amigo', 'esperar_vez'] },
    ...fit({ level: 2, ages: [5, 10], tea: 2, tdah: false, type: 'interactive', minutes: 10 }),
  },
  {
    key: 'diario-das-emocoes',
    tier: 'm12',
    category: 'social_skills',
    title: 'Diário das emoções',
    description:
      'Situações mais elaboradas, da escola, da família e dos amigos, para o pré-adolescente reconhecer o que sente, inclusive animação e calma.',
    learning_objectives: 'Reconhecer as próprias emoções em situações complexas do dia a dia.',
    content: {
      type: 'emotion_recognition',
      emotions: ['happy', 'sad', 'angry', 'worried', 'excited', 'calm'],
      difficulty: 'self_recognition',
    },
    ...fit({ level: 3, ages: [9, 15], tea: null, tdah: null, type: 'therapy', minutes: 15 }),
  },
  {
    key: 'desafios-do-convivio',
    tier: 'm12',
    category: 'social_skills',
    title: 'Desafios do convívio',
    description:
      'Cinco situações sociais, das quais três aparecem em cada partida, para treinar dividir, pedir ajuda, fazer amigos, esperar e acolher.',
    learning_objectives: 'Generalizar boas atitudes sociais para situações variadas.',
    content: {
      type: 'social_scenario',
      scenarios: ['dividir_brinquedo', 'pedir_ajuda', 'fazer_amigo', 'esperar_vez', 'colega_triste'],
    },
    ...fit({ level: 3, ages: [8, 14], tea: null, tdah: null, type: 'interactive', minutes: 15 }),
  },
  {
    key: 'calmo-ou-agitado',
    tier: 'm12',
    category: 'social_skills',
    title: 'Calmo ou agitado por dentro?',
    description:
      'Três situações em que a criança percebe a diferença entre estar calma, preocupada ou com raiva, antes de a emoção ficar grande demais.',
    learning_objectives: 'Perceber sinais de agitação interna e diferenciá-los da calma.',
    content: { type: 'emotion_recognition', emotions: ['calm', 'worried', 'angry'], difficulty: 'self_recognition' },
    ...fit({ level: 2, ages: [7, 13], tea: null, tdah: 2, type: 'therapy', minutes: 10 }),
  },
  {
    key: 'lendo-o-clima-da-turma',
    tier: 'm12',
    category: 'social_skills',
    title: 'Lendo o clima da turma',
    description:
      'Para adolescentes: situações de escola e de amizade para identificar preocupação, surpresa, frustração, tristeza e empolgação nos colegas.',
    learning_objectives: 'Interpretar as emoções de outras pessoas em contextos sociais da adolescência.',
    content: {
      type: 'emotion_recognition',
      emotions: ['worried', 'surprised', 'angry', 'sad', 'excited'],
      difficulty: 'basic',
    },
    ...fit({ level: 3, ages: [12, 17], tea: null, tdah: null, type: 'game', minutes: 10 }),
  },
  {
    key: 'combinados-do-grupo',
    tier: 'm12',
    category: 'social_skills',
    title: 'Combinados do grupo',
    description:
      'A criança escolhe como agir em brincadeiras de grupo: esperar a vez, dividir os brinquedos e pedir ajuda quando surge um problema.',
    learning_objectives: 'Seguir combinados de grupo e controlar a pressa de agir primeiro.',
    content: { type: 'social_scenario', scenarios: ['esperar_vez', 'dividir_brinquedo', 'pedir_ajuda'] },
    ...fit({ level: 2, ages: [6, 12], tea: null, tdah: 2, type: 'interactive', minutes: 10 }),
  },
  {
    key: 'primeiras-emocoes',
    tier: 'm12',
    category: 'social_skills',
    title: 'Primeiras emoções',
    description: 'Cenas curtas e diretas para apresentar alegria, tristeza, raiva e surpresa, no ritmo da criança.',
    learning_objectives: 'Apresentar as emoções básicas de forma concreta e previsível.',
    content: { type: 'emotion_recognition', emotions: ['happy', 'sad', 'angry', 'surprised'], difficulty: 'basic' },
    ...fit({ level: 1, ages: [3, 8], tea: 3, tdah: false, type: 'therapy', minutes: 5 }),
  },
  {
    key: 'amizades-na-escola',
    tier: 'm12',
    category: 'social_skills',
    title: 'Amizades na escola',
    description:
      'Três histórias para praticar como puxar conversa, apoiar um colega que está triste e pedir ajuda, pensadas para pré-adolescentes.',
    learning_objectives: 'Fortalecer habilidades de amizade e de apoio entre colegas.',
    content: { type: 'social_scenario', scenarios: ['fazer_amigo', 'colega_triste', 'pedir_ajuda'] },
    ...fit({ level: 3, ages: [9, 14], tea: null, tdah: null, type: 'interactive', minutes: 15 }),
  },
];
